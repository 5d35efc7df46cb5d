#if !canImport(Darwin)
  import Foundation

  extension Published {
    /// Sends a `@Published` property's values, like Combine's `Published.Publisher`.
    ///
    /// Values set on the main thread arrive at once; those set elsewhere are not
    /// delivered, as SwiftUI views must not be changed off the main thread.
    public struct Publisher: PureMVVMCore.Publisher {
      /// The property's value.
      public typealias Output = Value
      /// It never fails.
      public typealias Failure = Never

      /// The property's subscribers and latest value; values set off the main queue are
      /// not delivered, as SwiftUI views must not change there.
      let subject: SubscriberList<Value, Never>

      /// Calls `receive` with the current value, then with each new one.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Value) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Never>) -> Void
      ) -> AnyCancellable {
        subject.subscribe(receive, completion: completion)
      }
    }
  }

  extension Published.Publisher: IdentifiedPublisher {
    var subscriptionIdentity: AnyHashable { ObjectIdentifier(subject) }
  }
#endif
