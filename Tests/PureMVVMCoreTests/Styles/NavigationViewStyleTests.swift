import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.navigationViewStyle(_:)` is accepted, and a navigation view stays a stack.
@MainActor
@Suite struct NavigationViewStyleTests {
  /// A list of one trail that pushes its detail, in a navigation view of a given style.
  struct Trails<Style: NavigationViewStyle>: View {
    let style: Style

    var body: some View {
      NavigationView {
        List { NavigationLink("Cares", destination: Text("Cares, 12 km")) }
          .navigationTitle("Trails")
      }
      .navigationViewStyle(style)
    }
  }

  @Test(arguments: [0, 1, 2, 3])
  func everyStylePushesTheDetailOverTheList(style: Int) throws {
    let inspector =
      switch style {
      case 0: DesignInspector(Trails(style: .stack))
      case 1: DesignInspector(Trails(style: StackNavigationViewStyle()))
      case 2: DesignInspector(Trails(style: .columns))
      default: DesignInspector(Trails(style: .automatic))
      }
    try inspector.find(navigationLink: "Cares").tap()
    #expect(inspector.texts == ["Cares, 12 km"])
    try inspector.back()
    #expect(inspector.texts.contains("Trails"))
  }
}
