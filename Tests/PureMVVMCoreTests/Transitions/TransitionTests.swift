import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A view's transition is recorded on its elements, and its host logs each insertion and
/// removal after the first resolution with the transition that ran.
@MainActor
@Suite struct TransitionTests {
  struct ShoppingDesign: View {
    @State private var items = ["Milk", "Bread"]
    @State private var showsBanner = false

    var body: some View {
      VStack {
        if showsBanner {
          Text("Saved").transition(.asymmetric(insertion: .move(edge: .top), removal: .opacity))
        }
        ForEach(items, id: \.self) { item in
          Text(item).transition(.slide.combined(with: .opacity))
        }
        Button("Toggle banner") { withAnimation { showsBanner.toggle() } }
        Button("Remove first") { items.removeFirst() }
      }
    }
  }

  @Test func firstResolutionLogsNoInsertions() {
    let inspector = DesignInspector(ShoppingDesign())
    #expect(inspector.transitions.isEmpty)
    #expect(
      (try? inspector.find(text: "Milk").element.attributes.transition)
        == AnyTransition(.slide.combined(with: .opacity)))
  }

  @Test func insertionAndRemovalAreLoggedWithTheTransitionThatRan() throws {
    let inspector = DesignInspector(ShoppingDesign())
    try inspector.find(button: "Toggle banner").tap()
    try inspector.find(button: "Toggle banner").tap()
    try inspector.find(button: "Remove first").tap()
    #expect(
      inspector.transitions.map(\.description) == [
        "insertion of \"Saved\" with move(edge: .top)",
        "removal of \"Saved\" with opacity",
        "removal of \"Milk\" with slide.combined(with: opacity)",
      ])
  }

  struct Dissolve: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.opacity(phase.isIdentity ? 1 : 0).blur(radius: phase.isIdentity ? 0 : 4)
    }
  }

  @Test func customTransitionShowsItsIdentityPhaseAndIsNamedByItsType() throws {
    let inspector = DesignInspector(Text("Hello").transition(Dissolve()))
    let element = try inspector.find(text: "Hello").element
    #expect(element.attributes.opacity == 1)
    #expect(element.attributes.effects == [.blur(radius: 0, isOpaque: false)])
    #expect(element.attributes.transition?.description == "Dissolve")
  }

  @Test func everyTransitionCompilesWithSwiftUISpelling() {
    let transitions: [AnyTransition] = [
      .opacity, .slide, .scale, .scale(scale: 0.5), .scale(scale: 0.5, anchor: .top),
      .move(edge: .leading), .push(from: .trailing), .offset(CGSize(width: 1, height: 2)),
      .offset(x: 3), .identity, .asymmetric(insertion: .scale, removal: .opacity),
      .opacity.combined(with: .slide), .opacity.animation(.easeIn),
      .modifier(active: Faded(amount: 0), identity: Faded(amount: 1)),
      AnyTransition(Dissolve()), AnyTransition(.blurReplace),
    ]
    #expect(Set(transitions.map(\.description)).count == transitions.count)
    _ = Text("a").transition(.opacity).transition(.scale(0.1)).transition(.blurReplace)
      .transition(.move(edge: .bottom).combined(with: .opacity).animation(.smooth))
  }

  struct Faded: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
  }
}

extension TransitionTests {
  @Test func asymmetricTransitionRecordsItsInsertionAndRemovalApart() {
    let transition = AnyTransition(
      AsymmetricTransition(insertion: .move(edge: .leading), removal: .opacity))
    #expect(transition.insertion == "move(edge: .leading)")
    #expect(transition.removal == "opacity")
    #expect(
      transition.description == "asymmetric(insertion: move(edge: .leading), removal: opacity)")
  }
}

extension TransitionTests {
  struct MotionDesign: View {
    @State private var count = 0
    let disappeared: () -> Void

    var body: some View {
      Text("\(count)")
        .transition(.opacity)
        .sensoryFeedback(.selection, trigger: count)
        .animation(.easeIn, value: count)
        .onDisappear(perform: disappeared)
    }
  }

  @Test func aHostWithTransitionsAndFeedbackIsReleasedWhenLetGo() {
    var disappeared = 0
    do {
      let inspector = DesignInspector(MotionDesign { disappeared += 1 })
      #expect(inspector.texts == ["0"])
    }
    #expect(disappeared == 1)
  }
}
