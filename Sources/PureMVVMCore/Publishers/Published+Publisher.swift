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

      let subject: PublishedSubject<Value>

      /// Calls `receive` with the current value, then with each new one.
      @MainActor
      public func _subscribe(clock: HostClock?, _ receive: @escaping @MainActor (Value) -> Void)
        -> AnyCancellable
      {
        subject.subscribe(receive)
      }
    }
  }

  /// The subscribers of one `@Published` property, and its latest value: values set off
  /// the main queue are not delivered, as SwiftUI views must not change there.
  final class PublishedSubject<Value>: Sendable {
    private let list: SubscriberList<Value>

    init(_ value: Value) {
      list = SubscriberList(value: value, dropsOffMain: true)
    }

    @MainActor
    func subscribe(_ receive: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
      list.subscribe(receive)
    }

    func send(_ value: Value) {
      list.send(value, keeping: true)
    }
  }

  extension Published.Publisher: IdentifiedPublisher {
    var subscriptionIdentity: AnyHashable { ObjectIdentifier(subject) }
  }
#endif
