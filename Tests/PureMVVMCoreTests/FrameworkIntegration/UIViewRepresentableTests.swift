import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A `UIViewRepresentable` makes its coordinator and view once per appearance, updates
/// the view on every resolution with the environment at its place, and dismantles it
/// when it leaves.
@MainActor
@Suite struct UIViewRepresentableTests {
  /// What the representable was asked to do, in order.
  final class Steps {
    var all: [String] = []
  }

  /// A label that counts taps, as wrapped UIKit views report events through a coordinator.
  final class TapCountLabel: UIView {
    var text = ""
    var onTap: () -> Void = {}

    override var intrinsicContentSize: CGSize {
      CGSize(width: 80, height: UIView.noIntrinsicMetric)
    }
  }

  struct TapCounter: UIViewRepresentable {
    @Binding var taps: Int
    let steps: Steps

    final class Coordinator {
      var taps: Binding<Int>
      let steps: Steps?
      init(taps: Binding<Int>, steps: Steps? = nil) {
        self.taps = taps
        self.steps = steps
      }
    }

    func makeCoordinator() -> Coordinator {
      steps.all.append("coordinator")
      return Coordinator(taps: $taps, steps: steps)
    }

    func makeUIView(context: Context) -> TapCountLabel {
      steps.all.append("make")
      let label = TapCountLabel()
      label.onTap = { context.coordinator.taps.wrappedValue += 1 }
      return label
    }

    func updateUIView(_ uiView: TapCountLabel, context: Context) {
      let scheme = context.environment.colorScheme == .dark ? "dark" : "light"
      steps.all.append("update \(taps) \(scheme)")
      uiView.text = "\(taps) taps"
      context.coordinator.taps = $taps
    }

    static func dismantleUIView(_ uiView: TapCountLabel, coordinator: Coordinator) {
      coordinator.steps?.all.append("dismantle \(uiView.text)")
    }
  }

  struct Screen: View {
    let steps: Steps
    @State private var taps = 0
    @State private var shown = true

    var body: some View {
      VStack {
        Button("Toggle") { shown.toggle() }
        Button("Add") { taps += 1 }
        if shown {
          TapCounter(taps: $taps, steps: steps)
        }
      }
    }
  }

  @Test func theCoordinatorComesFirstAndTheViewIsMadeOnceWhileItStays() throws {
    let steps = Steps()
    let inspector = DesignInspector(Screen(steps: steps))
    _ = inspector.elements
    try inspector.find(button: "Add").tap()
    _ = inspector.elements
    #expect(steps.all == ["coordinator", "make", "update 0 light", "update 1 light"])
  }

  @Test func leavingDismantlesTheViewAndComingBackMakesANewOne() throws {
    let steps = Steps()
    let inspector = DesignInspector(Screen(steps: steps))
    _ = inspector.elements
    try inspector.find(button: "Toggle").tap()
    _ = inspector.elements
    try inspector.find(button: "Toggle").tap()
    _ = inspector.elements
    #expect(
      steps.all == [
        "coordinator", "make", "update 0 light", "dismantle 0 taps",
        "coordinator", "make", "update 0 light",
      ])
  }

  @Test func theViewReportsEventsThroughItsCoordinatorsBinding() throws {
    let steps = Steps()
    var made: TapCountLabel?
    struct Host: View {
      let steps: Steps
      let keep: (TapCountLabel) -> Void
      @State var taps = 0
      var body: some View {
        VStack {
          Text("\(taps)")
          Keeper(taps: $taps, steps: steps, keep: keep)
        }
      }
    }
    struct Keeper: UIViewRepresentable {
      @Binding var taps: Int
      let steps: Steps
      let keep: (TapCountLabel) -> Void
      func makeCoordinator() -> TapCounter.Coordinator { .init(taps: $taps) }
      func makeUIView(context: Context) -> TapCountLabel {
        let label = TapCountLabel()
        label.onTap = { context.coordinator.taps.wrappedValue += 1 }
        keep(label)
        return label
      }
      func updateUIView(_ uiView: TapCountLabel, context: Context) {
        uiView.text = "\(taps) taps"
      }
    }
    let inspector = DesignInspector(Host(steps: steps, keep: { made = $0 }))
    #expect(inspector.texts == ["0"])
    let label = try #require(made)
    label.onTap()
    label.onTap()
    #expect(inspector.texts == ["2"])
    #expect(label.text == "2 taps")
  }

  @Test func theEnvironmentAtItsPlaceReachesTheUpdate() {
    let steps = Steps()
    let inspector = DesignInspector(
      TapCounter(taps: .constant(3), steps: steps).environment(\.colorScheme, .dark))
    _ = inspector.elements
    #expect(steps.all == ["coordinator", "make", "update 3 dark"])
  }

  @Test func aViewWithAnIntrinsicWidthTakesItAndAProposedHeight() throws {
    let inspector = DesignInspector(TapCounter(taps: .constant(0), steps: Steps()))
    let frame = try #require(inspector.elements.first?.attributes.frame)
    #expect(frame.width == 80)
    #expect(frame.height == nil)
  }

  /// A map-like view in the first of two tabs.
  struct Tabs: View {
    let steps: Steps

    var body: some View {
      TabView {
        TapCounter(taps: .constant(1), steps: steps)
          .tabItem { Text("Mapa") }
        Text("Lista")
          .tabItem { Text("Lista") }
      }
    }
  }

  @Test func aViewInAHiddenTabIsKeptNotDismantled() throws {
    let steps = Steps()
    let inspector = DesignInspector(Tabs(steps: steps))
    let first = try #require(inspector.represented(TapCountLabel.self).first)
    try inspector.find(tab: "Lista").tap()
    _ = inspector.elements
    try inspector.find(tab: "Mapa").tap()
    #expect(inspector.represented(TapCountLabel.self).first === first)
    #expect(!steps.all.contains { $0.hasPrefix("dismantle") })
    #expect(steps.all.filter { $0 == "make" }.count == 1)
  }

  /// Reads the colour scheme through `@Environment`, as wrapped views do.
  struct SchemeReader: UIViewRepresentable {
    @Environment(\.colorScheme) private var colorScheme
    let seen: (ColorScheme) -> Void

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ uiView: UIView, context: Context) {
      seen(colorScheme)
    }
  }

  @Test func theRepresentablesOwnEnvironmentPropertiesAreLinked() {
    var seen: [ColorScheme] = []
    let inspector = DesignInspector(
      SchemeReader { seen.append($0) }.environment(\.colorScheme, .dark))
    _ = inspector.elements
    #expect(seen == [.dark])
  }

  /// Two representables of different types, one at a time at the same place.
  struct Swapping: View {
    let steps: Steps
    @State private var second = false

    var body: some View {
      VStack {
        Button("Swap") { second.toggle() }
        if second {
          AnyView(Other(steps: steps))
        } else {
          AnyView(TapCounter(taps: .constant(0), steps: steps))
        }
      }
    }
  }

  /// Made of the same view and coordinator types as `TapCounter`, so only its own type
  /// tells its storage apart.
  struct Other: UIViewRepresentable {
    let steps: Steps
    func makeCoordinator() -> TapCounter.Coordinator { .init(taps: .constant(0)) }
    func makeUIView(context: Context) -> TapCountLabel {
      steps.all.append("make other")
      return TapCountLabel()
    }
    func updateUIView(_ uiView: TapCountLabel, context: Context) {}
  }

  @Test func anotherRepresentableTypeAtTheSamePlaceGetsItsOwnView() throws {
    let steps = Steps()
    let inspector = DesignInspector(Swapping(steps: steps))
    let first = try #require(inspector.represented(TapCountLabel.self).first)
    try inspector.find(button: "Swap").tap()
    let second = try #require(inspector.represented(TapCountLabel.self).first)
    #expect(first !== second)
    #expect(Set(steps.all.suffix(2)) == ["dismantle 0 taps", "make other"])
  }
}
