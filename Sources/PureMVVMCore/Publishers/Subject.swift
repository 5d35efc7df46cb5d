#if !canImport(Darwin)
  /// A publisher values are sent into, like Combine's `Subject`.
  public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscribers.
    ///
    /// - Parameter value: The value.
    func send(_ value: Output)

    /// Ends the subject: nothing more is delivered.
    ///
    /// - Parameter completion: How it ended.
    func send(completion: Subscribers.Completion<Failure>)
  }

  extension Subject where Output == Void {
    /// Sends the empty value, as `send(())`.
    public func send() {
      send(())
    }
  }

  /// Namespace for what subscribers receive, like Combine's `Subscribers`.
  public enum Subscribers {
    /// How a publisher ended, like Combine's `Subscribers.Completion`.
    public enum Completion<Failure: Error> {
      /// It finished normally.
      case finished
      /// It failed.
      case failure(Failure)
    }
  }

  extension Subscribers.Completion {
    /// The same completion with its error turned by `transform`.
    func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
      switch self {
      case .finished: .finished
      case .failure(let error): .failure(transform(error))
      }
    }
  }

  extension Subscribers.Completion: Sendable where Failure: Sendable {}
  extension Subscribers.Completion: Equatable where Failure: Equatable {}
#endif
