import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.opacity(_:)` on any shape style: colours and gradients become see-through.
@MainActor
@Suite struct ShapeStyleOpacityTests {
  @Test func aGradientsColoursTakeTheOpacity() {
    let base = Color.cyan.gradient
    guard case .gradient(let before) = base._paint,
      case .gradient(let after) = base.opacity(0.7)._paint
    else {
      Issue.record("not gradients")
      return
    }
    #expect(after.map(\.opacity) == before.map { $0.opacity * 0.7 })
    #expect(after.map(\.value) == before.map(\.value))
  }

  @Test func theOpacityMultipliesEachColoursOwnSoAClearStopStaysClear() {
    let fade = LinearGradient(
      colors: [.black.opacity(0.8), .black.opacity(0)], startPoint: .top, endPoint: .bottom)
    guard case .gradient(let colors) = fade.opacity(0.5)._paint else {
      Issue.record("not a gradient: \(fade.opacity(0.5)._paint)")
      return
    }
    #expect(colors.map(\.opacity) == [0.4, 0])
    #expect(Color.red.opacity(0.5).opacity(0.5).opacity == 0.25)
  }

  @Test func aColourTakesTheOpacityAndOtherStylesStayAsTheyAre() {
    #expect(TintShapeStyle.tint.opacity(0.5)._paint == .tint)
    #expect(Material.regular.opacity(0.5)._paint == Material.regular._paint)
    let inspector = DesignInspector(Text("Ruta").foregroundStyle(.red.opacity(0.5)))
    #expect(inspector.elements.first?.attributes.foreground == .color(.red.opacity(0.5)))
    #expect(Color.red.opacity(0.5).opacity == 0.5)
  }

  @Test func aStyleOfNoOpacityIsClearWhateverItPaints() {
    #expect(TintShapeStyle.tint.opacity(0)._paint == .color(.clear))
    #expect(Material.regular.opacity(-1)._paint == .color(.clear))
    #expect(TintShapeStyle.tint.opacity(0.01)._paint == .tint)
  }

  @Test func theOpacityAloneIsTheForegroundSeeThrough() throws {
    let hidden = try DesignInspector(Text("Zona").background(.opacity(0))).find(text: "Zona")
    #expect(hidden.element.attributes.background == .color(.clear))
    let faint = try DesignInspector(Text("Zona").background(.opacity(0.3))).find(text: "Zona")
    #expect(faint.element.attributes.background == .hierarchical(2))
  }

  @Test func theBlendModeAndShadowAloneAreTheForeground() throws {
    let design = VStack {
      Text("Mezcla").foregroundStyle(.blendMode(.multiply))
      Text("Sombra").foregroundStyle(.shadow(.drop(radius: 2)))
    }
    let inspector = DesignInspector(design)
    #expect(try inspector.find(text: "Mezcla").element.attributes.foreground == .foreground)
    #expect(try inspector.find(text: "Sombra").element.attributes.foreground == .foreground)
  }

  @Test func theForegroundFadesToTheNearestLevelOfEmphasis() {
    let fades = [1, 0.9, 0.6, 0.5, 0.3, 0.2, 0.12, 0.05].map {
      ForegroundStyle().opacity($0)._paint
    }
    #expect(
      fades == [
        .foreground, .foreground, .hierarchical(1), .hierarchical(1), .hierarchical(2),
        .hierarchical(3), .hierarchical(4), .hierarchical(4),
      ])
    #expect(HierarchicalShapeStyle.secondary.opacity(0.5)._paint == .hierarchical(2))
    #expect(HierarchicalShapeStyle.quinary.opacity(0.5)._paint == .hierarchical(4))
  }
}
