import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.opacity(_:)` on any shape style: colours and gradients become see-through.
@MainActor
@Suite struct ShapeStyleOpacityTests {
  @Test func aGradientsColoursTakeTheOpacity() {
    let style = Color.cyan.gradient.opacity(0.7)
    guard case .gradient(let colors) = style._paint else {
      Issue.record("not a gradient: \(style._paint)")
      return
    }
    #expect(colors.allSatisfy { $0.opacity == 0.7 })
  }

  @Test func aColourTakesTheOpacityAndOtherStylesStayAsTheyAre() {
    #expect(HierarchicalShapeStyle.secondary.opacity(0.5)._paint == .hierarchical(1))
    #expect(TintShapeStyle.tint.opacity(0.5)._paint == .tint)
    let inspector = DesignInspector(Text("Ruta").foregroundStyle(.cyan.gradient.opacity(0.5)))
    guard case .gradient(let colors) = inspector.elements.first?.attributes.foreground else {
      Issue.record("no gradient recorded")
      return
    }
    #expect(colors.first?.opacity == 0.5)
  }
}
