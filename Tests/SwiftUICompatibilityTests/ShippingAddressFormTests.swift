import PureMVVM
import PureMVVMTesting
import Testing

/// A text field style of the app's own, written through `_body(configuration:)`.
@MainActor
@Suite struct ShippingAddressFormTests {
  @Test func theStyledFieldsStayFieldsThatTypeIntoTheirBindings() throws {
    var street = ""
    var city = ""
    let inspector = DesignInspector(
      ShippingAddressForm(
        street: Binding(get: { street }, set: { street = $0 }),
        city: Binding(get: { city }, set: { city = $0 })))
    try inspector.find(textField: "Street").setInput("Calle Mayor 1")
    try inspector.find(textField: "City").setInput("Segovia")
    #expect(street == "Calle Mayor 1")
    #expect(city == "Segovia")
    #expect(inspector.texts == ["*"])
  }

  @Test func theStyleDecoratesItsFieldAndTheBuiltInLookStaysOnItsOwn() throws {
    let inspector = DesignInspector(
      ShippingAddressForm(street: .constant(""), city: .constant("")))
    let city = try inspector.find(textField: "City").element
    #expect(city.attributes.prompt == "Madrid")
    #expect(city.attributes.textFieldStyle == nil)
    let notes = try inspector.find(textField: "Notes").element
    #expect(notes.attributes.textFieldStyle == .roundedBorder)
    let text = TextRenderer().render(
      ShippingAddressForm(street: .constant(""), city: .constant("")))
    #expect(text.contains("*"))
  }
}
