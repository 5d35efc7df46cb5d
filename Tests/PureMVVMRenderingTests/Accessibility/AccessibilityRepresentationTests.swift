import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Views read as something else, adjusted, or given a heading level.
@MainActor
@Suite struct AccessibilityRepresentationTests {
  private func read(_ design: some View) -> [String] {
    AccessibilityRenderer().render(design).split(separator: "\n").map(String.init)
  }

  @Test func aCustomControlIsReadAsItsRepresentationAndDrawnAsItself() {
    let design = HStack {
      Text("▮▮▮▯▯")
      Text("60")
    }
    .accessibilityRepresentation {
      Slider(value: .constant(60), in: 0...100) { Text("Opacidad") }
    }
    #expect(read(design) == ["Opacidad, 60%, adjustable"])
    #expect(DesignInspector(design).texts == ["▮▮▮▯▯", "60"])
  }

  @Test func modifiersAfterARepresentationApplyToIt() {
    let design = Text("◐")
      .accessibilityRepresentation { Slider(value: .constant(50), in: 0...100) { Text("Dial") } }
      .accessibilityLabel("Volumen")
    #expect(read(design) == ["Volumen, 50%, adjustable"])
    let chart = Rectangle()
      .accessibilityChildren { Text("Lunes, 4 km") }
      .accessibilityLabel("Semana")
    #expect(read(chart) == ["Lunes, 4 km"])
  }

  @Test func aShapeIsReadAsTheChildrenItIsGiven() {
    let design = VStack {
      Rectangle().accessibilityChildren {
        Text("Lunes, 4 km")
        Text("Martes, 7 km")
      }
      Text("Semana")
    }
    #expect(read(design) == ["Lunes, 4 km", "Martes, 7 km", "Semana"])
  }

  @Test func aHeadingLevelMakesAHeader() {
    #expect(read(Text("Equipo").accessibilityHeading(.h2)) == ["Equipo, heading"])
    #expect(read(Text("Equipo")) == ["Equipo"])
  }

  @Test func anAdjustableViewReadsSoAndIsAdjustedBothWays() throws {
    var value = 3
    let design = Stateful(value: 3) { count in
      Text("\(count.wrappedValue)")
        .accessibilityElement()
        .accessibilityLabel("Capas")
        .accessibilityValue("\(count.wrappedValue)")
        .accessibilityAdjustableAction { direction in
          count.wrappedValue += direction == .increment ? 1 : -1
          value = count.wrappedValue
        }
    }
    #expect(read(design) == ["Capas, 3, adjustable"])
    let inspector = DesignInspector(design)
    try inspector.find(text: "3").performAccessibilityAdjustment(.increment)
    try inspector.find(text: "4").performAccessibilityAdjustment(.increment)
    try inspector.find(text: "5").performAccessibilityAdjustment(.decrement)
    #expect(value == 4)
    #expect(throws: InspectionError.self) {
      try DesignInspector(Text("x")).find(text: "x").performAccessibilityAdjustment(.increment)
    }
  }

  @Test func inputLabelsAreRecordedAndNeverSpoken() throws {
    let design = Button("Enviar") {}.accessibilityInputLabels(["Enviar", "Mandar"])
    #expect(read(design) == ["Enviar, button"])
    let element = try DesignInspector(design).find(button: "Enviar").element
    #expect(element.attributes.accessibility?.inputLabels == ["Enviar", "Mandar"])
  }

  @Test func aDirectTouchAreaAllowsDirectInteraction() throws {
    let design = Text("Piano").accessibilityDirectTouch(options: .silentOnTouch)
    let traits = AccessibilityRenderer().nodes(of: DesignInspector(design).elements)[0].traits
    #expect(traits.contains(.allowsDirectInteraction))
  }
}
