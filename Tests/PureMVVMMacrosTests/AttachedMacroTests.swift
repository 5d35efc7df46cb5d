import Testing

/// `@Previewable` is allowed only at the root of a `#Preview` body; `@Entry` makes a key.
@Suite struct AttachedMacroTests {
  @Test func previewableAtTheRootOfAPreviewBodyExpandsToNothing() throws {
    #expect(try PreviewableMacro.expansion(in: ["{\n}", "\n#Preview(\"A\") {\n}"]) == "")
  }

  @Test func previewableAnywhereElseIsAnError() {
    let error = MacroDiagnostic(message: PreviewableMacro.misplaced, offset: 0)
    #expect(throws: error) { try PreviewableMacro.expansion(in: ["struct Screen {}"]) }
    #expect(throws: error) {
      try PreviewableMacro.expansion(in: ["{\n}", "{\n}", "#Preview {\n}"])
    }
    #expect(throws: error) { try PreviewableMacro.expansion(in: []) }
  }

  @Test func entryReadsTheNameTypeAndDefault() throws {
    let variable = try EntryMacro.variable(
      in: "@Entry public var accent: Color = .blue == x ? .red : .green",
      contexts: ["extension EnvironmentValues {}"])
    #expect(
      variable
        == EntryMacro.Variable(
          name: "accent", type: "Color", defaultValue: ".blue == x ? .red : .green"))
    #expect(
      EntryMacro.key(of: variable) == """
        private struct __Key_accent: PureMVVMCore.EnvironmentKey {
          static var defaultValue: Color { .blue == x ? .red : .green }
        }
        """)
    #expect(
      EntryMacro.accessors(of: variable).contains("set { self[__Key_accent.self] = newValue }"))
  }

  @Test func anOptionalEntryDefaultsToNil() throws {
    let variable = try EntryMacro.variable(
      in: "@Entry var route: Route?", contexts: ["extension EnvironmentValues {}"])
    #expect(variable.defaultValue == "nil")
  }

  @Test func anEntryWithoutATypeTakesItsDefaultsType() throws {
    let variable = try EntryMacro.variable(
      in: "@Entry var settingsWidth = CGFloat.zero", contexts: ["extension EnvironmentValues {}"])
    #expect(
      variable
        == EntryMacro.Variable(name: "settingsWidth", type: nil, defaultValue: "CGFloat.zero"))
    #expect(EntryMacro.key(of: variable).contains("static let defaultValue = CGFloat.zero"))
  }

  @Test func entryFormsItCannotExpandAreErrors() {
    #expect(throws: MacroDiagnostic.self) {
      try EntryMacro.variable(in: "@Entry var x", contexts: ["extension EnvironmentValues {}"])
    }
    #expect(throws: MacroDiagnostic.self) {
      try EntryMacro.variable(in: "@Entry var x: Int", contexts: ["extension EnvironmentValues {}"])
    }
    #expect(throws: MacroDiagnostic.self) {
      try EntryMacro.variable(in: "@Entry var x: Int = 1", contexts: ["extension GestureState {}"])
    }
    #expect(throws: MacroDiagnostic.self) {
      try EntryMacro.variable(
        in: "@Entry var x: Int = 1", contexts: ["extension ContainerValuesCache {}"])
    }
  }

  @Test func entryExpandsInAnExtensionOfContainerValues() throws {
    let variable = try EntryMacro.variable(
      in: "@Entry var isPinned: Bool = false", contexts: ["extension ContainerValues {}"])
    #expect(variable == EntryMacro.Variable(name: "isPinned", type: "Bool", defaultValue: "false"))
  }

  @Test func entryExpandsInAnExtensionWithCommentsAttributesAndModifiers() {
    for context in [
      "@MainActor public extension EnvironmentValues {}",
      "/// Route settings: an extension of the app.\nextension ContainerValues {}",
    ] {
      #expect(EntryMacro.extendsSupportedType(context))
    }
    #expect(EntryMacro.extendsSupportedType("public extension Transaction {}"))
    #expect(EntryMacro.extendsSupportedType("extension FocusedValues {}"))
    #expect(!EntryMacro.extendsSupportedType("public extension Animation {}"))
    #expect(!EntryMacro.extendsSupportedType("struct EnvironmentValues {}"))
  }
}
