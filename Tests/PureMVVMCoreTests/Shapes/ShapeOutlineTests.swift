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

  @Test func aContainerRelativeShapeTakesTheShapeOfItsContainer() {
    let card = VStack {
      ContainerRelativeShape().fill(.blue)
      HStack { ContainerRelativeShape() }.containerShape(Circle())
    }
    .containerShape(RoundedRectangle(cornerRadius: 20))
    let stack = DesignInspector(card).elements.first
    #expect(stack?.children.first?.kind == .shape(.roundedRectangle))
    #expect(stack?.children.first?.attributes.cornerRadius == 20)
    #expect(stack?.children.last?.children.first?.kind == .shape(.circle))
    let alone = DesignInspector(ContainerRelativeShape()).elements.first
    #expect(alone?.kind == .shape(.roundedRectangle) && alone?.attributes.cornerRadius == 12)
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
