import Foundation
import PureMVVMCore
import PureMVVMRendering
import Testing

extension HorizontalAlignment {
  /// Lines values up after their labels, the custom alignment apps write for forms.
  fileprivate enum ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
  }
  fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// Alignment guides, positions, stacking order and aspect ratios in both renderers.
@MainActor
@Suite struct LayoutAdjustmentTests {
  private func lines(_ design: some View, width: Int = 24) -> [String] {
    TextRenderer(width: width).render(design).split(separator: "\n").dropFirst().dropLast()
      .map { String($0.dropFirst(2).dropLast(2)) }
  }

  @Test func aNegativeLeadingGuideIndentsTheView() {
    let column = VStack(alignment: .leading) {
      Text("Ruta")
      Text("3 km").alignmentGuide(.leading) { _ in -16 }
    }
    // The stack is 6 columns wide, centred on the screen.
    #expect(lines(column) == ["       Ruta         ", "         3 km       "])
  }

  @Test func aCustomAlignmentLinesUpEachChildsGuide() {
    let column = VStack(alignment: .valueColumn) {
      Text("Nombre: Ana").alignmentGuide(.valueColumn) { _ in 64 }
      Text("Correo electrónico: ana@rutas.es").alignmentGuide(.valueColumn) { _ in 160 }
    }
    // Guides at 8 and 20 columns: the shorter row starts 12 columns in, so both values
    // start in one column; the stack is centred on the screen.
    #expect(
      lines(column, width: 40) == [
        "              Nombre: Ana           ", "  Correo electrónico: ana@rutas.es  ",
      ])
  }

  @Test func aGuideThatIsNotANumberIsIgnored() {
    let column = VStack(alignment: .leading) {
      Text("a").alignmentGuide(.leading) { _ in .nan }
      Text("b").alignmentGuide(.leading) { _ in -.infinity }
    }
    #expect(lines(column, width: 8) == ["   a    ", "   b    "])
  }

  @Test func viewDimensionsReportTheDefaultAndExplicitGuides() {
    let dimensions = ViewDimensions(
      width: 80, height: 32, horizontalGuides: [.leading: -8], verticalGuides: [:])
    #expect(dimensions[.leading] == -8)
    #expect(dimensions[.trailing] == 80)
    #expect(dimensions[HorizontalAlignment.center] == 40)
    #expect(dimensions[VerticalAlignment.center] == 16)
    #expect(dimensions[explicit: .leading] == -8)
    #expect(dimensions[explicit: .trailing] == nil)
    #expect(dimensions[.valueColumn] == 80)
  }

  @Test func aPositionedViewIsCentredOnItsPointAndKeptInside() {
    #expect(
      lines(Text("x").position(x: 80, y: 32), width: 24) == [
        "                    ", "                    ", "          x         ",
      ])
    #expect(lines(Text("far").position(x: 1e9, y: -50), width: 12) == ["     far"])
  }

  @Test func aHigherZIndexIsDrawnInFront() {
    #expect(
      lines(
        ZStack {
          Text("AAAA"); Text("BB")
        }) == ["        ABBA        "])
    #expect(
      lines(
        ZStack {
          Text("AAAA").zIndex(1); Text("BB")
        }) == ["        AAAA        "])
  }

  @Test func aZIndexNeverPutsAViewOverItsOverlayOrUnderItsBackground() {
    let overlaid = lines(Text("ab").overlay { Text("X") })
    #expect(overlaid == ["         Xb         "])
    #expect(lines(Text("ab").zIndex(1).overlay { Text("X") }) == overlaid)
    #expect(
      lines(
        ZStack {
          Text("AAAA").zIndex(.nan); Text("BB")
        }) == ["        ABBA        "])
  }

  @Test func htmlPlacesPositionsAndStackingOrder() {
    let html = HTMLRenderer().render(
      ZStack {
        Text("a").position(x: 40, y: 20)
        Text("b").zIndex(2.4)
        Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
      })
    #expect(html.contains("position:absolute;left:40px;top:20px;transform:translate(-50%,-50%)"))
    #expect(html.contains("position:relative;z-index:2"))
    #expect(html.contains("aspect-ratio:1.33"))
  }
}
