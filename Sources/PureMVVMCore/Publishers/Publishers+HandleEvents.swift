#if !canImport(Darwin)
  extension Publishers {
    /// Calls closures as a subscription's events pass, like Combine's
    /// `Publishers.HandleEvents`.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher watched.
      public let upstream: Upstream
      /// Called when subscribed to.
      public var receiveSubscription: ((any Subscription) -> Void)?
      /// Called with each value.
      public var receiveOutput: ((Output) -> Void)?
      /// Called with the completion.
      public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
      /// Called when the subscription is cancelled.
      public var receiveCancel: (() -> Void)?
      /// Called with what the subscriber asks for: always `.unlimited` here.
      public var receiveRequest: ((Subscribers.Demand) -> Void)?

      /// Subscribes to the upstream, calling the closures as events pass.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let events = MainActorBound(value: self)
        let link = EventLink(cancel: receiveCancel)
        receiveSubscription?(link)
        receiveRequest?(.unlimited)
        let inner = upstream._subscribe(clock: clock) { value in
          events.value.receiveOutput?(value)
          receive(value)
        } completion: { ended in
          link.end()
          events.value.receiveCompletion?(ended)
          completion(ended)
        }
        link.attach(inner)
        return AnyCancellable { MainQueue.run { link.cancel() } }
      }
    }

    /// Prints each event of a subscription, like Combine's `Publishers.Print`.
    public struct Print<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// What each line starts with.
      public let prefix: String
      /// The publisher watched.
      public let upstream: Upstream
      /// Where the lines go; standard output if `nil`.
      public let stream: (any TextOutputStream)?

      /// Subscribes to the upstream, printing each event.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        let printer = EventPrinter(prefix: prefix, stream: stream)
        return upstream.handleEvents(
          receiveSubscription: { _ in printer.write("receive subscription: (\(Upstream.self))") },
          receiveOutput: { printer.write("receive value: (\($0))") },
          receiveCompletion: { ended in
            switch ended {
            case .finished: printer.write("receive finished")
            case .failure(let error): printer.write("receive error: (\(error))")
            }
          },
          receiveCancel: { printer.write("receive cancel") },
          receiveRequest: { printer.write("request \($0)") }
        )._subscribe(clock: clock, receive, completion: completion)
      }
    }

    /// Subscribes to the upstream on a scheduler, like Combine's
    /// `Publishers.SubscribeOn`: here everything happens on the main queue.
    public struct SubscribeOn<Upstream: Publisher>: Publisher {
      /// What the upstream sends.
      public typealias Output = Upstream.Output
      /// How the upstream fails.
      public typealias Failure = Upstream.Failure
      /// The publisher subscribed to.
      public let upstream: Upstream

      /// Subscribes to the upstream.
      @MainActor
      public func _subscribe(
        clock: HostClock?, _ receive: @escaping @MainActor (Output) -> Void,
        completion: @escaping @MainActor (Subscribers.Completion<Failure>) -> Void
      ) -> AnyCancellable {
        upstream._subscribe(clock: clock, receive, completion: completion)
      }
    }
  }

  /// The subscription `handleEvents` hands out: cancelling it cancels the upstream and
  /// calls `receiveCancel`, unless the upstream has ended.
  @MainActor
  final class EventLink: Subscription {
    private var inner: AnyCancellable?
    private var isDone = false
    private let onCancel: MainActorBound<(() -> Void)?>

    init(cancel: (() -> Void)?) {
      onCancel = MainActorBound(value: cancel)
    }

    func attach(_ subscription: AnyCancellable) {
      if isDone { subscription.cancel() } else { inner = subscription }
    }

    /// Notes that the upstream ended, so a later cancel is not reported.
    func end() {
      isDone = true
      inner = nil
    }

    nonisolated func request(_ demand: Subscribers.Demand) {}

    nonisolated func cancel() {
      MainQueue.run { self.cancelNow() }
    }

    private func cancelNow() {
      guard !isDone else { return }
      isDone = true
      inner?.cancel()
      inner = nil
      onCancel.value?()
    }
  }

  /// Where `print(_:to:)` writes: one line per event, after the prefix.
  @MainActor
  final class EventPrinter {
    private let prefix: String
    private var stream: (any TextOutputStream)?

    init(prefix: String, stream: (any TextOutputStream)?) {
      self.prefix = prefix.isEmpty ? "" : prefix + ": "
      self.stream = stream
    }

    func write(_ event: String) {
      let line = prefix + event
      if stream != nil {
        stream?.write(line + "\n")
      } else {
        Swift.print(line)
      }
    }
  }

  extension Publisher {
    /// Calls closures as the subscription's events pass, like Combine's
    /// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`.
    ///
    /// - Parameters:
    ///   - receiveSubscription: Called when subscribed to.
    ///   - receiveOutput: Called with each value.
    ///   - receiveCompletion: Called with the completion.
    ///   - receiveCancel: Called when cancelled.
    ///   - receiveRequest: Called with what the subscriber asks for.
    /// - Returns: The publisher.
    public func handleEvents(
      receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
      Publishers.HandleEvents(
        upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
        receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
        receiveRequest: receiveRequest)
    }

    /// Prints each event of the subscription, like Combine's `print(_:to:)`.
    ///
    /// - Parameters:
    ///   - prefix: What each line starts with.
    ///   - stream: Where the lines go; standard output if `nil`.
    /// - Returns: The publisher.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
      -> Publishers.Print<Self>
    {
      Publishers.Print(prefix: prefix, upstream: self, stream: stream)
    }

    /// Subscribes on `scheduler`, like Combine's `subscribe(on:options:)`: here
    /// everything happens on the main queue.
    ///
    /// - Parameters:
    ///   - scheduler: Accepted.
    ///   - options: Accepted.
    /// - Returns: The publisher.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
      -> Publishers.SubscribeOn<Self>
    {
      Publishers.SubscribeOn(upstream: self)
    }
  }
#endif
