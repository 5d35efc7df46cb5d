#if !canImport(Darwin)
  extension Publishers {
    /// Sends the upstream's values through a subject to all its subscribers once
    /// connected, like Combine's `Publishers.Multicast`: what `multicast(subject:)` makes.
    ///
    /// Subscribers join the subject at any time; the upstream is subscribed to once, by
    /// ``connect()``, until the connection is cancelled.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
      Sendable
    where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure

      private let upstream: MainActorBound<Upstream>
      private let subject: MainActorBound<SubjectType>
      private let connection = Locked<AnyCancellable?>(nil)

      /// Multicasts `upstream` through the subject `createSubject` makes.
      ///
      /// - Parameters:
      ///   - upstream: The publisher.
      ///   - createSubject: Makes the subject, once.
      public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
        self.upstream = MainActorBound(value: upstream)
        subject = MainActorBound(value: createSubject())
      }

      /// Subscribes the subject to the upstream, unless it is already connected.
      ///
      /// - Returns: The connection; cancelling it stops the upstream, and dropping it does
      ///   not, as in Combine.
      public func connect() -> any Cancellable {
        let (upstream, subject, connection) = (upstream, subject, connection)
        MainQueue.run {
          guard connection.withLock({ $0 == nil }) else { return }
          let inner = upstream.value._subscribe(clock: nil) { value in
            subject.value.send(value)
          } completion: { ended in
            subject.value.send(completion: ended)
          }
          connection.withLock { $0 = inner }
        }
        return Connection(connection: connection)
      }

      /// A multicast's connection: it lasts until cancelled.
      private struct Connection: Cancellable {
        let connection: Locked<AnyCancellable?>

        func cancel() {
          connection.withLock { $0.take() }?.cancel()
        }
      }

      /// Adds a subscriber to the subject.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        subject.value._subscribe(clock: clock, receive, completion: completion)
      }
    }
  }

  extension Publisher {
    /// Sends this publisher's values through `subject` to every subscriber once
    /// connected, like Combine's `multicast(subject:)`.
    ///
    /// - Parameter subject: The subject, such as `PassthroughSubject()`.
    /// - Returns: The connectable publisher.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where Output == S.Output, Failure == S.Failure {
      Publishers.Multicast(upstream: self) { subject }
    }

    /// Sends this publisher's values through the subject `createSubject` makes, like
    /// Combine's `multicast(_:)`.
    ///
    /// - Parameter createSubject: Makes the subject.
    /// - Returns: The connectable publisher.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
      -> Publishers.Multicast<Self, S>
    where Output == S.Output, Failure == S.Failure {
      Publishers.Multicast(upstream: self, createSubject: createSubject)
    }
  }
#endif
