#if !canImport(Darwin)
  extension Publishers {
    /// Shares one subscription to the upstream among all its subscribers, like
    /// Combine's `Publishers.Share`: the upstream's work runs once, not once each.
    ///
    /// It subscribes to the upstream when the first subscriber comes and cancels that when
    /// the last one leaves. A subscriber gets the values sent after it came; one that
    /// comes after the upstream ended gets only the completion.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure

      /// The publisher shared.
      public let upstream: Upstream
      private let list = SubscriberList<Output, Failure>(value: nil, dropsOffMain: false)
      @MainActor private var connection: AnyCancellable?
      @MainActor private var subscribers = 0

      /// Shares `upstream`.
      ///
      /// - Parameter upstream: The publisher shared.
      public init(upstream: Upstream) {
        self.upstream = upstream
      }

      /// Whether two are the same shared publisher.
      public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }

      /// Adds a subscriber, subscribing to the upstream if it is the first.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let subscription = list.subscribe(receive, completion: completion)
        subscribers += 1
        if connection == nil {
          connection = upstream._subscribe(clock: clock) { [list] value in
            list.send(value, keeping: false)
          } completion: { [list] ended in
            list.finish(ended)
          }
        }
        let share = MainActorBound(value: self)
        return AnyCancellable {
          subscription.cancel()
          MainQueue.run { share.value.leave() }
        }
      }

      @MainActor private func leave() {
        subscribers -= 1
        guard subscribers == 0 else { return }
        connection?.cancel()
        connection = nil
      }
    }
  }

  extension Publisher {
    /// Shares one subscription to this publisher among its subscribers, like Combine's
    /// `share()`.
    ///
    /// - Returns: The shared publisher.
    public func share() -> Publishers.Share<Self> {
      Publishers.Share(upstream: self)
    }
  }
#endif
