// Linux only: a Mac has no UIKit module.
#if os(Linux)
  import PureMVVM
  import PureMVVMTesting
  import Testing

  /// A UIKit text field wrapped with a coordinator as its delegate.
  @MainActor
  @Suite struct VerificationCodeFieldTests {
    @Test func theDelegateLimitsTheCodeAndReturnCompletesIt() throws {
      let inspector = DesignInspector(VerifyPhoneScreen())
      let field = try #require(inspector.represented(UITextField.self).first)
      #expect(field.keyboardType == .numberPad)
      field.type("12")
      field.type("a")
      field.pressReturn()
      #expect(inspector.texts == ["Enter the code we sent", "2/6"])
      field.type("3456")
      field.type("7")
      #expect(field.text == "123456")
      field.pressReturn()
      #expect(inspector.texts == ["Verified", "6/6"])
    }
  }
#endif
