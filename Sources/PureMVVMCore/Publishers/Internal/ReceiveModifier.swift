#if !canImport(Combine)
  /// Subscribes to a publisher while the view is on screen, and calls the latest action.
  struct ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var subscription = ReceiveSubscription<P.Output>()
    @Environment(\.hostClock) private var clock

    func body(content: Content) -> some View {
      subscription.action = action
      return
        content
        .onAppear { [subscription, publisher, clock] in
          subscription.start { publisher._subscribe(clock: clock) { subscription.action?($0) } }
        }
        .onDisappear { [subscription] in subscription.stop() }
    }
  }

  /// One view's subscription, kept across its resolutions.
  @MainActor
  final class ReceiveSubscription<Output> {
    var action: ((Output) -> Void)?
    private var cancellable: AnyCancellable?

    func start(_ subscribe: () -> AnyCancellable) {
      guard cancellable == nil else { return }
      cancellable = subscribe()
    }

    func stop() {
      cancellable?.cancel()
      cancellable = nil
    }
  }
#endif
