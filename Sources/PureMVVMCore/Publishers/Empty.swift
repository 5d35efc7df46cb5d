#if !canImport(Darwin)
  /// A publisher that sends no value, and finishes at once unless told not to, like
  /// Combine's `Empty`.
  public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes as soon as subscribed to; otherwise it never ends.
    public let completeImmediately: Bool

    /// A publisher of nothing.
    ///
    /// - Parameter completeImmediately: Whether it finishes at once; `true` unless given.
    public init(completeImmediately: Bool = true) {
      self.completeImmediately = completeImmediately
    }

    /// A publisher of nothing, with its types named.
    ///
    /// - Parameters:
    ///   - completeImmediately: Whether it finishes at once.
    ///   - outputType: What it would send.
    ///   - failureType: How it would fail.
    public init(
      completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
    ) {
      self.completeImmediately = completeImmediately
    }

    /// Finishes at once, or never.
    @MainActor
    public func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      if completeImmediately { completion(.finished) }
      return AnyCancellable {}
    }
  }
#endif
