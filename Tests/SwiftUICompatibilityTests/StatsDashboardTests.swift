import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct StatsDashboardTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: StatsDashboard_Previews.self, width: 44)
  }

  @Test func tilesShowTheirValueAndProgressTowardsTheGoal() {
    let rendering = DesignInspector(StatsDashboard(distance: 20, climb: 3, batteryLevel: 0.5))
      .render(width: 44)
    #expect(rendering.contains("20.0"))
    #expect(rendering.contains("[████░░░] 50%"))
    #expect(rendering.contains("[██████] 100%"))
    #expect(rendering.contains("GPS battery [█████████░░░░░░░░░] 50%"))
  }

  @Test func aReachedGoalIsTintedGreen() throws {
    let inspector = DesignInspector(StatsDashboard(distance: 50, climb: 0, batteryLevel: 1))
    var tints: [Paint?] = []
    for element in inspector.elements.flattened() where element.control?.role == .progressView {
      tints.append(element.attributes.tint)
    }
    #expect(tints == [.color(.green), .color(.blue), .color(.green), .color(.blue)])
  }

  @Test func valuesUseARoundedBoldSystemFont() throws {
    let value = try DesignInspector(StatsDashboard(distance: 1, climb: 0, batteryLevel: 0))
      .find(text: "1.0").element.attributes
    #expect(value.font == .system(size: 28, weight: .bold, design: .rounded))
  }
}

extension [Element] {
  /// Every element, parents before children.
  func flattened() -> [Element] {
    flatMap { [$0] + $0.children.flattened() }
  }
}
