#if !canImport(Darwin)
  import Foundation

  extension NotificationCenter {
    /// A publisher of the notifications posted with `name`, like Combine's
    /// `NotificationCenter.publisher(for:object:)`.
    ///
    /// - Parameters:
    ///   - name: The notifications' name.
    ///   - object: Only notifications from this sender; `nil` for any sender.
    /// - Returns: The publisher.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
      Publisher(center: self, name: name, object: object)
    }

    /// Sends each notification with a name, like Combine's `NotificationCenter.Publisher`.
    ///
    /// Notifications posted on the main thread arrive at once; those posted elsewhere are
    /// not delivered, as SwiftUI views must not be changed off the main thread.
    public struct Publisher: PureMVVMCore.Publisher {
      /// A notification.
      public typealias Output = Notification
      /// It never fails.
      public typealias Failure = Never

      /// The centre it listens to.
      public let center: NotificationCenter
      /// The notifications' name.
      public let name: Notification.Name
      /// The sender it listens for; `nil` for any.
      public let object: AnyObject?

      /// Calls `receive` with each notification posted on the main thread.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Notification) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Never>) -> Void
      ) -> AnyCancellable {
        let observer = center.addObserver(forName: name, object: object, queue: nil) {
          notification in
          guard MainQueue.isCurrent else { return }
          // Safe: the closure below runs at once, on this same (main) thread, so the
          // notification never crosses threads.
          nonisolated(unsafe) let notification = notification
          MainActor.assumeIsolated { receive(notification) }
        }
        let center = self.center
        // The lock hands the observer to whichever thread cancels, once.
        let registration = Locked<(any NSObjectProtocol)?>(observer)
        return AnyCancellable {
          if let observer = registration.withLock({ $0.take() }) { center.removeObserver(observer) }
        }
      }
    }
  }

  extension NotificationCenter.Publisher: IdentifiedPublisher {
    var subscriptionIdentity: AnyHashable {
      [ObjectIdentifier(center), name, object.map(ObjectIdentifier.init)] as [AnyHashable?]
    }
  }
#endif
