import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A text's own accessibility modifiers return a text, which joins others with `+` and
/// keeps what it tells the screen reader.
@MainActor
@Suite struct TextAccessibilityTests {
  @Test func aLabelledPieceIsReadAsItsLabelAmongTheOthers() throws {
    let distance = Text("12").accessibilityLabel("doce") + Text(" km")
    let element = try DesignInspector(distance).find(text: "12 km").element
    #expect(element.attributes.accessibility?.label == "doce km")
    let reading = AccessibilityRenderer().render(distance)
    #expect(reading == "doce km\n")
  }

  @Test func everyLabelFormAndAHeadingAreKept() throws {
    let name = "Anaga"
    let design = VStack {
      Text("A").accessibilityLabel(Text("Ruta A"))
      Text("B").accessibilityLabel(name)
      Text("C").accessibilityLabel(LocalizedStringResource("c", defaultValue: "Ruta C"))
      Text("Rutas").accessibilityHeading(.h1).speechSpellsOutCharacters()
        .accessibilityTextContentType(.plain)
      Text("Sin etiqueta") + Text(" ni título")
    }
    let inspector = DesignInspector(design)
    let labels = try ["A", "B", "C"].map {
      try inspector.find(text: $0).element.attributes.accessibility?.label
    }
    #expect(labels == ["Ruta A", "Anaga", "Ruta C"])
    let heading = try inspector.find(text: "Rutas").element.attributes.accessibility
    #expect(heading?.headingLevel == .h1 && heading?.label == nil)
    #expect(
      try inspector.find(text: "Sin etiqueta ni título").element.attributes.accessibility == nil)
  }

  @Test func textsDifferByWhatTheyTellTheScreenReader() {
    #expect(Text("12").accessibilityLabel("doce") != Text("12"))
    #expect(Text("12").accessibilityLabel("doce") == Text("12").accessibilityLabel("doce"))
  }

  @Test func aLabelIsReadWithoutMarkdownAndSurvivesATextCase() throws {
    let distance = Text("12").accessibilityLabel("**doce**") + Text(" **km**")
    let element = try DesignInspector(distance).find(text: "12 km").element
    #expect(element.attributes.accessibility?.label == "doce km")
    let cased = VStack {
      Text("km").accessibilityLabel("kilómetros")
      Text("Rutas **largas**").accessibilityHeading(.h1)
    }
    .textCase(.uppercase)
    let inspector = DesignInspector(cased)
    #expect(try inspector.find(text: "KM").element.attributes.accessibility?.label == "kilómetros")
    let heading = try inspector.find(text: "RUTAS LARGAS").element.attributes.accessibility
    #expect(heading?.headingLevel == .h1)
    let markdown = VStack { Text("**a** b").accessibilityLabel("uno") }.textCase(.uppercase)
    let label = try DesignInspector(markdown).find(text: "A B").element.attributes.accessibility
    #expect(label?.label == "uno")
  }
}
