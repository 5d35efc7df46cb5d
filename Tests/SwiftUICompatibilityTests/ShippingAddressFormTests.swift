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

  @Test func theInnermostStyleWinsAndAStyleDecoratesTheFieldOfTheStyleAroundIt() throws {
    let nested = VStack {
      TextField("Code", text: .constant(""))
        .textFieldStyle(.roundedBorder)
      TextField("Floor", text: .constant(""))
        .textFieldStyle(OutlinedFieldStyle())
    }
    .textFieldStyle(OutlinedFieldStyle(isRequired: true))
    let inspector = DesignInspector(nested)
    #expect(
      try inspector.find(textField: "Code").element.attributes.textFieldStyle == .roundedBorder)
    // Only the floor's field, decorated by its own style, takes the required mark of the
    // style around: the rounded code field shows no mark.
    #expect(inspector.texts == ["*"])
    let floor = try inspector.find(textField: "Floor").element
    #expect(floor.attributes.textFieldStyle == nil)
  }

  @Test func aSecureFieldTakesTheStylesAroundItAndStaysSecure() throws {
    var password = ""
    let form = VStack {
      SecureField("Password", text: Binding(get: { password }, set: { password = $0 }))
        .textFieldStyle(OutlinedFieldStyle())
    }
    .textFieldStyle(OutlinedFieldStyle(isRequired: true))
    let inspector = DesignInspector(form)
    #expect(inspector.texts == ["*"])
    let field = try inspector.find(textField: "Password")
    #expect(field.element.control?.role == .secureField)
    try field.setInput("s3cret")
    #expect(password == "s3cret")
  }

  @Test func aStyleBodyIsAViewBuilderWithLocalsAndBranches() throws {
    let hinted = DesignInspector(
      TextField("Zip", text: .constant("")).textFieldStyle(HintedFieldStyle(hint: "5 digits")))
    #expect(hinted.texts == ["5 digits"])
    #expect(try hinted.find(textField: "Zip").element.attributes.border?.paint == .color(.orange))
    let plain = DesignInspector(
      TextField("Zip", text: .constant("")).textFieldStyle(HintedFieldStyle()))
    #expect(plain.texts == [])
    #expect(try plain.find(textField: "Zip").element.attributes.border?.paint == .color(.gray))
  }
}
