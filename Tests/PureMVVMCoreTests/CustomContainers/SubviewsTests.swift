import PureMVVMCore
import PureMVVMInspection
import Testing

/// Custom containers built with `Group(subviews:)` and `ForEach(subviews:)` receive one
/// subview per view they are given, resolved where the container is.
@MainActor
@Suite struct SubviewsTests {
  /// Shows how many subviews it was given, then the first two, last first.
  struct FirstTwoReversed<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
      Group(subviews: content) { subviews in
        Text("\(subviews.count) subviews")
        if subviews.count > 1 { subviews[1] }
        subviews.first
        subviews.dropFirst(2)
      }
    }
  }

  /// Puts a bullet before each subview.
  struct Bulleted<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
      VStack {
        ForEach(subviews: content) { subview in
          HStack {
            Text("•")
            subview
          }
        }
      }
    }
  }

  /// Two texts from one body: two subviews.
  struct TwoLines: View {
    var body: some View {
      Text("Línea 1")
      Text("Línea 2")
    }
  }

  struct Counter: View {
    @State private var count = 0

    var body: some View {
      Button("Cuenta: \(count)") { count += 1 }
    }
  }

  /// Reads the colour scheme where it resolves.
  struct SchemeName: View {
    @Environment(\.colorScheme) private var scheme

    var body: some View {
      Text(scheme == .dark ? "oscuro" : "claro")
    }
  }

  @Test func eachViewOfATupleAForEachAndABodyIsOneSubviewAndEmptyViewsNone() {
    let showsHidden = false
    let inspector = DesignInspector(
      FirstTwoReversed {
        Text("Anaga")
        ForEach(["Teide", "Roque Nublo"], id: \.self) { Text($0) }
        EmptyView()
        if showsHidden { Text("Oculta") }
        TwoLines()
      })
    #expect(
      inspector.texts == [
        "5 subviews", "Teide", "Anaga", "Roque Nublo", "Línea 1", "Línea 2",
      ])
  }

  @Test func aContainerOfNoViewsGetsNoSubviews() {
    let inspector = DesignInspector(FirstTwoReversed { EmptyView() })
    #expect(inspector.texts == ["0 subviews"])
  }

  @Test func forEachOverSubviewsWrapsEachOne() {
    let inspector = DesignInspector(
      Bulleted {
        Text("Anaga")
        TwoLines()
      })
    #expect(inspector.texts == ["•", "Anaga", "•", "Línea 1", "•", "Línea 2"])
  }

  @Test func subviewsHaveDistinctIdentitiesThatLastAcrossResolutions() {
    var seen: [[Subview.ID]] = []
    let design = Group(subviews: TwoLines()) { subviews in
      let _ = seen.append(subviews.map(\.id))
      subviews
    }
    _ = design.resolve()
    _ = design.resolve()
    #expect(seen.count == 2)
    #expect(Set(seen[0]).count == 2)
    #expect(seen[0] == seen[1])
  }

  @Test func stateInsideASubviewSurvivesTaps() throws {
    let inspector = DesignInspector(Bulleted { Counter() })
    try inspector.find(button: "Cuenta: 0").tap()
    try inspector.find(button: "Cuenta: 1").tap()
    #expect(throws: Never.self) { try inspector.find(button: "Cuenta: 2") }
  }

  @Test func aSubviewKeepsTheEnvironmentOfItsContainerNotOfWhereItIsPlaced() {
    let design = Group(subviews: SchemeName()) { subviews in
      subviews.first.environment(\.colorScheme, .dark)
    }
    #expect(DesignInspector(design).texts == ["claro"])
    #expect(DesignInspector(design.environment(\.colorScheme, .dark)).texts == ["oscuro"])
  }
}
