#if !canImport(Darwin)
  /// Subscribes to a publisher for as long as the view exists, as SwiftUI does (a view
  /// covered by a pushed screen still receives), and calls the latest action.
  ///
  /// It subscribes when the view first appears, and again when handed another publisher
  /// or clock; the subscription ends with the view's state, when the view leaves the
  /// design.
  nonisolated struct ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var subscription = ReceiveSubscription<P.Output>()
    @Environment(\.hostClock) private var clock

    @MainActor func body(content: Content) -> some View {
      subscription.action = action
      let identity: [AnyHashable?] = [
        PublisherIdentity.of(publisher), clock.map(ObjectIdentifier.init),
      ]
      return
        content
        .onAppear { [subscription, publisher, clock] in
          subscription.subscribe(to: publisher, clock: clock, restarting: false)
        }
        .onChange(of: identity) { [subscription, publisher, clock] in
          subscription.subscribe(to: publisher, clock: clock, restarting: true)
        }
    }
  }

  /// One view's subscription, kept across its resolutions.
  @MainActor
  final class ReceiveSubscription<Output> {
    var action: ((Output) -> Void)?
    private var cancellable: AnyCancellable?

    /// A subscription to nothing yet; made wherever the view is built.
    nonisolated init() {}

    /// Subscribes to `publisher` if this has not subscribed yet, or, `restarting`, in place
    /// of the subscription it has.
    func subscribe<P: Publisher>(to publisher: P, clock: HostClock?, restarting: Bool)
    where P.Output == Output, P.Failure == Never {
      guard restarting ? cancellable != nil : cancellable == nil else { return }
      // Replacing the subscription releases, and so cancels, the old one.
      cancellable = publisher._subscribe(clock: clock) { [weak self] in self?.action?($0) }
    }
  }
#endif
