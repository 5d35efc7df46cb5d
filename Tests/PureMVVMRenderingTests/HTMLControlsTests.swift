import Foundation
import PureMVVMCore
import PureMVVMRendering
import Testing

/// How controls, shapes and modifiers appear in the HTML gallery.
@MainActor
@Suite struct HTMLControlsTests {
  private func body(_ design: some View) -> String {
    HTMLRenderer.phoneBody(of: design)
  }

  private let options = ["Metric", "Imperial"]

  private func picker() -> some View {
    Picker("Units", selection: .constant("Imperial")) {
      ForEach(options, id: \.self) { Text($0) }
    }
  }

  @Test func aMenuPickerIsASelectWithItsOptionsAndTheSelectionMarked() {
    #expect(
      body(picker()).contains(
        "<label class=\"picker\"><span>Units</span><select><option>Metric</option>"
          + "<option selected>Imperial</option></select>"))
  }

  @Test func aMenusIndicatorShowsUnlessHidden() {
    let menus = VStack {
      Menu("Acciones") { Button("Copiar") {} }
      Menu("Más") { Button("Borrar") {} }.menuIndicator(.hidden)
      Menu("Ver") { Button("Lista") {} }.menuIndicator(.visible)
    }
    let html = body(menus)
    #expect(html.contains("<summary>Acciones ▾</summary>"))
    #expect(html.contains("<summary>Más</summary>"))
    #expect(html.contains("<summary>Ver ▾</summary>"))
    let text = TextRenderer(width: 30).render(menus.resolve())
    #expect(text.contains("[ Acciones ▾ ]") && text.contains("[ Más ]"))
  }

  @Test func aSegmentedPickerIsARowOfSegments() {
    #expect(
      body(picker().pickerStyle(.segmented)).contains(
        "<span class=\"segment\">Metric</span><span class=\"segment selected\">Imperial</span>"))
  }

  @Test func anInlinePickerListsItsOptionsWithACheckmark() {
    #expect(
      body(picker().pickerStyle(.inline)).contains(
        "<ul class=\"options\"><li>Metric</li><li class=\"selected\">Imperial</li></ul>"))
  }

  @Test func aStepperHasItsTwoButtonsAndADatePickerItsValue() {
    let html = body(
      VStack {
        Stepper("Guests: 2", value: .constant(2))
        DatePicker(
          "Departure", selection: .constant(Date(timeIntervalSince1970: 0)),
          displayedComponents: .date)
      })
    #expect(
      html.contains(
        "<div class=\"stepper\"><span>Guests: 2</span><span class=\"steps\">"
          + "<button type=\"button\" class=\"step\">−</button>"))
    #expect(
      html.contains(
        "<div class=\"date-picker\"><span>Departure</span><span class=\"value\">Jan 1, 1970</span>")
    )
  }

  @Test func badgesAndHelpAreShown() {
    let html = body(List { Text("Inbox").badge(3).help("Unread messages") })
    #expect(
      html.contains(
        "<div class=\"badged\"><span class=\"text\" title=\"Unread messages\">Inbox</span>\n"
          + "<span class=\"badge\">3</span></div>"))
  }

  @Test func aFilledShapeIsPaintedAndAStrokedOneIsOnlyItsOutline() {
    #expect(
      body(Circle().fill(.red)).contains(
        "<div class=\"shape shape-circle\" style=\"background:#ff3b30\"></div>"))
    #expect(
      body(RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 2)).contains(
        "style=\"border:2px solid #007aff;border-radius:8px;overflow:hidden\""))
  }

  @Test func lengthsAreWholePixelsAndAbsurdOnesAreBounded() {
    #expect(body(Text("a").padding(12.5)).contains("padding:12.5px 12.5px 12.5px 12.5px"))
    #expect(body(Text("a").frame(width: 1e300)).contains("width:100000px"))
    #expect(body(Text("a").frame(width: .nan)).contains("width:0px"))
  }

  @Test func hiddenLabelsAreLeftOutOfTheCard() {
    let html = body(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
    #expect(!html.contains("Wi-Fi"))
    #expect(html.contains("<input type=\"checkbox\" role=\"switch\" checked>"))
  }

  @Test func aTintIsWrittenOnceWhereItIsSet() {
    let html = body(
      Button {
      } label: {
        Label("Go", systemImage: "star")
      }.tint(.green))
    #expect(html.components(separatedBy: "--tint").count == 2)
  }
}
