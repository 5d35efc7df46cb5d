import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `.buttonBorderShape(_:)` shapes bordered buttons' platters, and `.buttonBorder` is the
/// shape it set.
@MainActor
@Suite struct ButtonBorderShapeTests {
  /// A prominent "Follow", a bordered "Share" and a plain "Later", under one border shape.
  struct Actions: View {
    let shape: ButtonBorderShape

    var body: some View {
      VStack {
        Button("Follow") {}.buttonStyle(.borderedProminent)
        Button("Share") {}.buttonStyle(.bordered)
        Button("Later") {}
      }
      .buttonBorderShape(shape)
    }
  }

  private func borders(_ shape: ButtonBorderShape) -> [ButtonBorderShape?] {
    DesignInspector(Actions(shape: shape)).elements.first?.children
      .map(\.attributes.buttonBorderShape) ?? []
  }

  @Test func borderedButtonsRecordTheShapeAndOthersDoNot() {
    #expect(borders(.capsule) == [.capsule, .capsule, nil])
    let rounded = ButtonBorderShape.roundedRectangle(radius: 4)
    #expect(borders(rounded) == [rounded, rounded, nil])
    #expect(borders(.automatic) == [nil, nil, nil])
  }

  @Test func htmlDrawsThePlatterInTheShape() {
    let capsule = HTMLRenderer().render(Actions(shape: .capsule))
    #expect(capsule.contains(#"class="button style-borderedProminent shape-capsule""#))
    #expect(capsule.contains(#"class="button style-bordered shape-capsule""#))
    let rounded = HTMLRenderer().render(Actions(shape: .roundedRectangle(radius: 4.5)))
    #expect(rounded.contains("border-radius:4.5px"))
    #expect(HTMLRenderer().render(Actions(shape: .circle)).contains("shape-circle"))
  }

  @Test func theButtonBorderShapeIsTheOneSetAboveOrARoundedRectangle() {
    let set = DesignInspector(ButtonBorderShape.buttonBorder.buttonBorderShape(.circle))
    #expect(set.elements.first?.kind == .shape(.circle))
    let unset = DesignInspector(ButtonBorderShape.buttonBorder)
    #expect(unset.elements.first?.kind == .shape(.roundedRectangle))
    #expect(unset.elements.first?.attributes.cornerRadius == 10)
  }

  @Test func eachShapesPathFillsItsFrame() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
    #expect(ButtonBorderShape.circle.path(in: rect) == Circle().path(in: rect))
    #expect(
      ButtonBorderShape.roundedRectangle(radius: 3).path(in: rect)
        == Path(roundedRect: rect, cornerRadius: 3))
    #expect(ButtonBorderShape.automatic.path(in: rect) == Path(roundedRect: rect, cornerRadius: 10))
  }
}
