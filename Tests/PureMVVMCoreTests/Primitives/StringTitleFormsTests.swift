import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Controls titled by a `String` variable in the forms that had only a `LocalizedStringKey`
/// one: the title is shown as written.
@MainActor
@Suite struct StringTitleFormsTests {
  private struct Trip: View {
    let names: [String]
    @State private var days = 2
    @State private var start = Date(timeIntervalSince1970: 0)
    @State private var taps = 0

    var body: some View {
      Form {
        Stepper(names[0], value: $days)
        Stepper(names[1], onIncrement: { taps += 1 }, onDecrement: nil)
        ProgressView(names[2], value: 0.25)
        DatePicker(
          names[3], selection: $start,
          in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400))
        LabeledContent(names[4]) { Text("Teide") }
        LabeledContent(names[5], value: days * 4, format: .number)
        Text("\(days) días, \(taps) toques")
      }
    }
  }

  @Test func eachFormShowsTheStringAsWritten() throws {
    let inspector = DesignInspector(
      Trip(names: ["*Días*", "Paradas", "Subida", "Salida", "*Cumbre*", "Etapas"]))
    try inspector.find(stepper: "*Días*").increment()
    try inspector.find(stepper: "Paradas").increment()
    #expect(inspector.texts.contains("3 días, 1 toques"))
    _ = try inspector.find(datePicker: "Salida")
    #expect(inspector.render(width: 60).contains("Subida"))
    let texts = inspector.texts
    #expect(texts.contains("*Cumbre*") && texts.contains("Teide"))
    #expect(texts.firstIndex(of: "Etapas").map { Array(texts[($0 + 1)...].prefix(1)) } == ["12"])
  }
}
