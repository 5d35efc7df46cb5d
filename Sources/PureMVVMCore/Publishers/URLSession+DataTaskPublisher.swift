#if !canImport(Darwin) && canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  extension URLSession {
    /// A publisher that loads `url` once per subscriber, like Combine's
    /// `dataTaskPublisher(for:)`.
    ///
    /// - Parameter url: What to load.
    /// - Returns: The publisher.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
      DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that loads `request` once per subscriber, like Combine's
    /// `dataTaskPublisher(for:)`.
    ///
    /// - Parameter request: What to load.
    /// - Returns: The publisher.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
      DataTaskPublisher(request: request, session: self)
    }

    /// Loads a request when subscribed to and sends the data and response, then
    /// finishes, or fails with the `URLError`, like Combine's
    /// `URLSession.DataTaskPublisher`.
    ///
    /// The result arrives on the main queue; cancelling cancels the task.
    public struct DataTaskPublisher: Publisher, Sendable {
      /// The data loaded and the response.
      public typealias Output = (data: Data, response: URLResponse)
      /// Why loading failed.
      public typealias Failure = URLError

      /// What it loads.
      public let request: URLRequest
      /// The session that loads it.
      public let session: URLSession

      /// Creates the publisher.
      ///
      /// - Parameters:
      ///   - request: What to load.
      ///   - session: The session that loads it.
      public init(request: URLRequest, session: URLSession) {
        self.request = request
        self.session = session
      }

      /// Starts a data task and sends its result.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let delivery = MainActorBound(value: (receive, completion))
        // Once cancelled, the load passes nothing on. Its task is not cancelled: Linux's
        // FoundationNetworking traps when a cancel races the end of the load ("a task that
        // in not in the registry"), so a cancelled load runs to its end, unseen.
        let isLive = Locked(true)
        let task = session.dataTask(with: request) { data, response, error in
          let result = LoadResult(data: data, response: response, error: error)
          MainQueue.run {
            guard isLive.withLock({ $0 }) else { return }
            let (receive, completion) = delivery.value
            switch result.outcome {
            case .success(let output):
              receive(output)
              completion(.finished)
            case .failure(let error):
              completion(.failure(error))
            }
          }
        }
        task.resume()
        return AnyCancellable { isLive.withLock { $0 = false } }
      }
    }
  }

  /// What a data task's handler was given, carried to the main queue.
  ///
  /// `@unchecked Sendable` is safe as used: the handler builds it once and hands it to
  /// the main queue, never touching it again; `Data` and `URLError` are values, and the
  /// response is read only there.
  private struct LoadResult: @unchecked Sendable {
    let data: Data?
    let response: URLResponse?
    let error: (any Error)?

    /// The data and response, or the error as a `URLError`.
    var outcome: Result<URLSession.DataTaskPublisher.Output, URLError> {
      if let error { return .failure(error as? URLError ?? URLError(.unknown)) }
      guard let response else { return .failure(URLError(.badServerResponse)) }
      return .success((data ?? Data(), response))
    }
  }
#endif
