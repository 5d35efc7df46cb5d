import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A style's `secondary` to `quinary` draw it with less emphasis, as SwiftUI's do.
@MainActor
@Suite struct ShapeStyleLevelsTests {
  @Test func aColoursLevelsFadeItAsIOSFadesItsLabels() {
    let red: Color = .red
    let halfRed: Color = red.opacity(0.5)
    let faded: [Paint] = [
      Color.white.secondary._paint, red.tertiary._paint, red.quaternary._paint,
      halfRed.quinary._paint,
    ]
    let expected: [Paint] = [
      .color(Color.white.opacity(0.6)), .color(red.opacity(0.3)), .color(red.opacity(0.18)),
      .color(halfRed.opacity(0.1)),
    ]
    #expect(faded == expected)
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
    let colors: [Color] = [.red, .blue]
    let gradient = LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
    let faded: Paint = gradient.secondary._paint
    let expected: [Color] = colors.map { $0.opacity(0.6) }
    #expect(faded == .gradient(expected))
  }

  @Test func aLevelStyledTextIsDrawnInTheFadedColour() {
    let html = HTMLRenderer().render(Text("Teide").foregroundStyle(.white.secondary))
    #expect(html.contains("color:color-mix(in srgb, #fff 60%, transparent)\">Teide"))
  }
}
