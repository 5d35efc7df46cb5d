#if !canImport(Darwin)
  /// A publisher that eventually sends one value and finishes, or fails, like Combine's
  /// `Future`: what wraps a callback or an `async` call for Combine code.
  ///
  /// ```swift
  /// Future<[Route], Error> { promise in
  ///   Task { promise(Result { try await store.routes() }) }
  /// }
  /// ```
  ///
  /// It runs `attemptToFulfill` at once, when made, and keeps the first result it is
  /// promised; every subscriber, before or after, gets that result. The promise may be
  /// called on any thread: the result arrives on the main queue.
  public final class Future<Output, Failure: Error>: Publisher, Sendable {
    /// What `attemptToFulfill` calls with the result; later calls are ignored.
    public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

    private let list = SubscriberList<Output, Failure>(
      value: nil, dropsOffMain: false, replaysAfterEnd: true)
    private let isFulfilled = Locked(false)

    /// Runs `attemptToFulfill` now, handing it the promise to call once.
    ///
    /// - Parameter attemptToFulfill: The work; it calls the promise with its result.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
      attemptToFulfill { [list, isFulfilled] result in
        let isFirst = isFulfilled.withLock { fulfilled in
          defer { fulfilled = true }
          return !fulfilled
        }
        guard isFirst else { return }
        switch result {
        case .success(let value):
          list.send(value, keeping: true)
          list.finish(.finished)
        case .failure(let error):
          list.finish(.failure(error))
        }
      }
    }

    /// Adds a subscriber: the result now if there is one, otherwise once promised.
    @MainActor
    public func _subscribe(
      clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
      completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      list.subscribe(receive, completion: completion)
    }
  }
#endif
