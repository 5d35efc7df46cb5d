#if !canImport(Darwin)
  /// A publisher that fails at once with an error, like Combine's `Fail`.
  public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure

    /// A publisher that fails with `error`.
    ///
    /// - Parameter error: The error.
    public init(error: Failure) {
      self.error = error
    }

    /// A publisher that fails with `failure`, with its output type named.
    ///
    /// - Parameters:
    ///   - outputType: What it would send.
    ///   - failure: The error.
    public init(outputType: Output.Type, failure: Failure) {
      error = failure
    }

    /// Fails at once.
    @MainActor
    public func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      completion(.failure(error))
      return AnyCancellable {}
    }
  }

  extension Fail: Equatable where Failure: Equatable {}
#endif
