import Testing

/// What `#Preview` expands to, and the diagnostics for forms it does not take.
@Suite struct PreviewMacroTests {
  private func expand(_ text: String) throws(MacroDiagnostic) -> String {
    try PreviewMacro.expansion(
      of: MacroSource(
        text: text, fileID: "App/Login.swift", line: 4, discriminator: "$sD_"))
  }

  @Test func thePreviewKnowsTheFileAndLineOfTheHash() throws {
    let expansion = try expand("\n\n  #Preview(\"Login\") { Text(\"Hi\") }")
    #expect(
      expansion.contains("enum $sD_15PreviewRegistryfMu_: PureMVVMPreviews.PreviewRegistry"))
    #expect(expansion.contains(#"fileID: "App/Login.swift", line: 6,"#))
    #expect(expansion.contains(#""Login", traits: [],"#))
    #expect(expansion.contains(#"body: { Text("Hi") })"#))
    #expect(expansion.contains(#"@used @section("puremvvm_previews")"#))
  }

  @Test func attributesBeforeThePreviewAreSkipped() throws {
    let expansion = try expand("@available(iOS 26.0, *)\n@MainActor #Preview(\"Glass\") { V() }")
    #expect(expansion.contains(#"fileID: "App/Login.swift", line: 5,"#))
    #expect(expansion.contains(#""Glass", traits: [],"#))
    #expect(throws: MacroDiagnostic(message: "expected a macro such as #Preview", offset: 5)) {
      try expand("@Main")
    }
  }

  @Test func traitsAfterTheFirstAreAdditionalTraits() throws {
    let expansion = try expand("#Preview(traits: .a, .modifier(M(x: 1, y: \",\"))) { V() }")
    #expect(expansion.contains(#"nil, traits: [.a, .modifier(M(x: 1, y: ","))],"#))
  }

  @Test func aBodyArgumentIsTheBodyToo() throws {
    #expect(try expand("#Preview(\"N\", body: { V() })").contains("body: { V() })"))
  }

  @Test func previewableDeclarationsBecomePropertiesOfAGeneratedView() throws {
    let expansion = try expand(
      """
      #Preview {
        @Previewable @State var isOn = false
        @Previewable @State var names: Array<String> =
          ["a",
           "b"]
        let title = "Wifi"
        Toggle(title, isOn: $isOn)
      }
      """)
    #expect(expansion.contains("struct $sD_11PreviewViewfMu_: PureMVVMCore.View {"))
    #expect(expansion.contains("  @State var isOn = false\n"))
    #expect(expansion.contains("  @State var names: Array<String> =\n    [\"a\",\n     \"b\"]\n"))
    #expect(expansion.contains("let title = \"Wifi\""))
    #expect(!expansion.contains("@Previewable"))
    #expect(expansion.contains("body: { $sD_11PreviewViewfMu_() })"))
  }

  @Test func aPreviewableInsideANestedClosureIsAnErrorAtItsAttribute() {
    #expect(throws: MacroDiagnostic(message: PreviewableMacro.misplaced, offset: 19)) {
      try expand("#Preview { Group { @Previewable @State var x = 1 } }")
    }
    #expect(throws: MacroDiagnostic(message: PreviewableMacro.misplaced, offset: 54)) {
      try expand(
        "#Preview { @Previewable @State var a = 1\n  if a > 0 { @Previewable var b = 2 } }")
    }
  }

  @Test func previewableInLiteralsAndCommentsIsNotAnAttribute() throws {
    let expansion = try expand(
      "#Preview { Text(\"@Previewable\") // @Previewable\n /* @Previewable */ }")
    #expect(expansion.contains(#"Text("@Previewable")"#))
  }

  @Test func namesAndFilesAreEscapedAsLiterals() {
    #expect(PreviewMacro.literal("a\"b\\c\nd\u{1B}") == #""a\"b\\c\nd\u{1b}""#)
  }

  @Test func unsupportedFormsSayWhichFormsThereAre() {
    #expect(
      throws: MacroDiagnostic(
        message: "#Preview needs a body that builds the view; use \(PreviewMacro.supportedForms)",
        offset: 0)
    ) { try expand("#Preview(\"Name\")") }
    #expect(
      throws: MacroDiagnostic(
        message: "#Preview does not take this argument; use \(PreviewMacro.supportedForms)",
        offset: 17)
    ) { try expand("#Preview(\"Name\", width: 3) { V() }") }
    #expect(
      throws: MacroDiagnostic(
        message: "#Preview takes one trailing closure; nothing may follow it", offset: 17)
    ) {
      try expand("#Preview { V() } more: { }")
    }
  }

  @Test func sourceLeftOpenIsADiagnosticWhereItOpens() {
    #expect(throws: MacroDiagnostic(message: "this string literal is never closed", offset: 9)) {
      try expand("#Preview(\"Name) { V() }")
    }
  }
}
