import PureMVVMCore
import PureMVVMInspection
import Testing

/// Shapes and clip shapes are typed values on elements, not names.
@MainActor
@Suite struct ShapeOutlineTests {
  @Test func eachShapeResolvesToItsKind() {
    let elements = DesignInspector(
      VStack {
        Rectangle()
        RoundedRectangle(cornerRadius: 8)
        Circle()
        Capsule()
        Ellipse()
      }
    ).elements
    #expect(
      elements.first?.children.map(\.kind) == [
        .shape(.rectangle), .shape(.roundedRectangle), .shape(.circle), .shape(.capsule),
        .shape(.ellipse),
      ])
    #expect(elements.first?.children[1].attributes.cornerRadius == 8)
  }

  @Test func aClipShapeIsRecordedAsItsKind() {
    let clipped = DesignInspector(Text("Avatar").clipShape(Capsule())).elements.first
    #expect(clipped?.attributes.clipShape == .capsule)
    let rounded = DesignInspector(
      Text("Card").clipShape(RoundedRectangle(cornerRadius: 12))
    ).elements.first
    #expect(rounded?.attributes.clipShape == .roundedRectangle)
  }
}
