import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct SignUpFormTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: SignUpForm_Previews.self, width: 44)
  }

  @Test func theEmailHasTheFocusAndReturnMovesItOn() throws {
    let inspector = DesignInspector(SignUpForm())
    #expect(inspector.focusedField == "Email")
    try inspector.find(textField: "Email").setInput("ana@example.com")
    try inspector.find(textField: "Email").submit()
    #expect(inspector.focusedField == "Password")
    try inspector.find(textField: "Password").submit()
    #expect(inspector.focusedField == "Confirm password")
  }

  @Test func anInvalidEmailShowsASmallRedMessage() throws {
    let inspector = DesignInspector(SignUpForm())
    try inspector.find(textField: "Email").setInput("ana")
    let message = try inspector.find(text: "Enter an email address like ana@example.com.")
    #expect(message.element.attributes.foreground == .color(.red))
    #expect(message.element.attributes.font == .footnote)
    try inspector.find(textField: "Email").setInput("ana@example.com")
    #expect(!inspector.texts.contains("Enter an email address like ana@example.com."))
  }

  @Test func passwordsAreCheckedForLengthThenForMatching() throws {
    let inspector = DesignInspector(SignUpForm())
    try inspector.find(textField: "Password").setInput("short")
    #expect(inspector.texts.contains("Use at least 8 characters."))
    try inspector.find(textField: "Password").setInput("long enough")
    try inspector.find(textField: "Confirm password").setInput("long enougj")
    #expect(inspector.texts.contains("The passwords differ."))
  }

  @Test func signUpIsDisabledUntilEverythingIsValidThenSendsTheEmail() throws {
    let signedUp = ArgumentRecorder<String>()
    let inspector = DesignInspector(SignUpForm(onSignUp: signedUp.action))
    try inspector.find(textField: "Email").setInput("ana@example.com")
    try inspector.find(textField: "Password").setInput("long enough")
    try inspector.find(textField: "Confirm password").setInput("long enough")
    #expect(try inspector.find(button: "Sign up").isDisabled)
    try inspector.find(toggle: "I accept the terms").tap()
    try inspector.find(button: "Sign up").tap()
    #expect(signedUp.arguments == ["ana@example.com"])
    #expect(inspector.texts.contains("Check your inbox"))
    #expect(inspector.focusedField == nil)
  }

  @Test func theEmailFieldRecordsItsKeyboardContentTypeAndReturnKey() throws {
    let email = try DesignInspector(SignUpForm()).find(textField: "Email").element.attributes
    #expect(email.keyboardType == .emailAddress)
    #expect(email.textContentType == .emailAddress)
    #expect(email.autocapitalization == .never)
    #expect(email.isAutocorrectionDisabled)
    #expect(email.submitLabel == .next)
    #expect(email.prompt == "ana@example.com")
  }

  @Test func theSignUpButtonIsLargeAndProminent() throws {
    let button = try DesignInspector(SignUpForm()).find(button: "Sign up").element.attributes
    #expect(button.buttonStyle == .borderedProminent)
    #expect(button.controlSize == .large)
  }

  @Test func theBirthdayIsPickedAndShownInTheEnvironmentsLocale() throws {
    let inspector = DesignInspector(
      SignUpForm().environment(\.locale, Locale(identifier: "es_ES")))
    #expect(try inspector.find(datePicker: "Birthday").value == "1 ene 2000")
    try inspector.find(datePicker: "Birthday").setDate(Date(timeIntervalSince1970: 636_163_200))
    #expect(try inspector.find(datePicker: "Birthday").value == "28 feb 1990")
  }
}
