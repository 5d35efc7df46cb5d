#if !canImport(Darwin)
  import Foundation

  extension ObservableObjectPublisher: Publisher {
    /// A change carries no value.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    /// Calls `receive` before each change of the object, on the main actor.
    @MainActor
    public func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
      let subscription = subscribe {
        guard MainQueue.isCurrent else {
          Task { @MainActor in receive(()) }
          return
        }
        MainActor.assumeIsolated { receive(()) }
      }
      return AnyCancellable { subscription.cancel() }
    }
  }
#endif
