import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `TextField`'s `value:` forms: a title string, a prompt, or a label of your own, with a
/// format or a formatter.
@MainActor
@Suite struct TextFieldValueFormsTests {
  private struct Budget: View {
    let placeholder: String
    @State private var limit = 120
    @State private var distance = 12.5
    @State private var climb = 600

    var body: some View {
      VStack {
        Text("Límite \(limit), distancia \(distance), desnivel \(climb)")
        TextField(placeholder, value: $limit, formatter: Self.integers)
        TextField(value: $distance, formatter: Self.integers, prompt: Text("km")) {
          Text("Distancia")
        }
        TextField(value: $climb, format: .number) { Label("Desnivel", systemImage: "arrow.up") }
      }
    }

    static let integers: NumberFormatter = {
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.maximumFractionDigits = 0
      return formatter
    }()
  }

  @Test func aStringTitleFormatsTheValueAndReadsANumberBack() throws {
    let inspector = DesignInspector(Budget(placeholder: "Límite"))
    #expect(try inspector.find(textField: "Límite").text == "120")
    try inspector.find(textField: "Límite").setInput("95")
    #expect(inspector.texts.first == "Límite 95, distancia 12.5, desnivel 600")
    try inspector.find(textField: "Límite").setInput("noventa")
    #expect(inspector.texts.first == "Límite 95, distancia 12.5, desnivel 600")
  }

  @Test func aLabelOfYourOwnTitlesTheFieldAndItsPromptShowsWhenEmpty() throws {
    let inspector = DesignInspector(Budget(placeholder: "Límite"))
    let distance = try inspector.find(textField: "Distancia")
    #expect(distance.element.attributes.prompt == "km")
    #expect(distance.text == "12")
    try inspector.find(textField: "Distancia").setInput("8")
    try inspector.find(textField: "Desnivel").setInput("750")
    #expect(inspector.texts.first == "Límite 120, distancia 8.0, desnivel 750")
  }

  @Test func anOptionalValueShowsEmptyAndClearingTheFieldSetsNil() throws {
    var tip: Double? = nil
    let binding = Binding(get: { tip }, set: { tip = $0 })
    let inspector = DesignInspector(
      TextField("Propina", value: binding, format: .number.precision(.fractionLength(2))))
    #expect(try inspector.find(textField: "Propina").text == "")
    try inspector.find(textField: "Propina").setInput("12.5")
    #expect(tip == 12.5)
    try inspector.find(textField: "Propina").setInput("doce")
    #expect(tip == 12.5)
    try inspector.find(textField: "Propina").setInput("  ")
    #expect(tip == nil)
  }
}
