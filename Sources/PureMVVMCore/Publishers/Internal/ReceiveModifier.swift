#if !canImport(Combine)
  /// Subscribes to a publisher for as long as the view exists, as SwiftUI does (a view
  /// covered by a pushed screen still receives), and calls the latest action.
  ///
  /// It subscribes when the view first appears; the subscription ends with the view's
  /// state, when the view leaves the design.
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
          subscription.start {
            publisher._subscribe(clock: clock) { [weak subscription] in subscription?.action?($0) }
          }
        }
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
  }
#endif
