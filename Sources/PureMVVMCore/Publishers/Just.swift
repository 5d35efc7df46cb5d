#if !canImport(Darwin)
  /// A publisher that sends one value to each subscriber, like Combine's `Just`.
  public struct Just<Output>: Publisher {
    /// It never fails.
    public typealias Failure = Never

    /// The value sent.
    public let output: Output

    /// A publisher of `output`.
    ///
    /// - Parameter output: The value.
    public init(_ output: Output) {
      self.output = output
    }

    /// Sends the value to `receive` at once, then finishes.
    @MainActor
    public func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      receive(output)
      completion(.finished)
      return AnyCancellable {}
    }
  }
#endif
