import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A style's `secondary` to `quinary` draw it with less emphasis, as SwiftUI's do.
@MainActor
@Suite struct ShapeStyleLevelsTests {
  @Test func aColoursLevelsFadeItAsIOSFadesItsLabels() {
    #expect(Color.white.secondary._paint == .color(Color.white.opacity(0.6)))
    #expect(Color.red.tertiary._paint == .color(Color.red.opacity(0.3)))
    #expect(Color.red.quaternary._paint == .color(Color.red.opacity(0.18)))
    #expect(Color.red.opacity(0.5).quinary._paint == .color(Color.red.opacity(0.5).opacity(0.1)))
  }

  @Test func aHierarchicalStyleGoesDownFromItsOwnLevel() {
    #expect(HierarchicalShapeStyle.primary.secondary._paint == .hierarchical(1))
    #expect(HierarchicalShapeStyle.secondary.tertiary._paint == .hierarchical(3))
    #expect(HierarchicalShapeStyle.tertiary.quinary._paint == .hierarchical(4))
  }

  @Test func theBackgroundsLevelsAreTheSystemBackgrounds() {
    let background: BackgroundStyle = .background
    #expect(background.secondary._paint == .color(Color(uiColor: .secondarySystemBackground)))
    #expect(background.tertiary._paint == .color(Color(uiColor: .tertiarySystemBackground)))
    #expect(background.quinary._paint == .color(Color(uiColor: .tertiarySystemBackground)))
  }

  @Test func aGradientFadesEachColour() {
    let faded = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).secondary
    #expect(faded._paint == .gradient([Color.red.opacity(0.6), Color.blue.opacity(0.6)]))
  }

  @Test func aLevelStyledTextIsDrawnInTheFadedColour() {
    let html = HTMLRenderer().render(Text("Teide").foregroundStyle(.white.secondary))
    #expect(html.contains("color:color-mix(in srgb, #fff 60%, transparent)\">Teide"))
  }
}
