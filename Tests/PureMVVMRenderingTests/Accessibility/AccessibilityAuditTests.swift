import Foundation
import PureMVVMCore
import PureMVVMRendering
import Testing

/// Each finding of ``AccessibilityAudit``, on a design built to trigger it, and its absence
/// on the fixed design.
@MainActor
@Suite struct AccessibilityAuditTests {
  private func findings(_ design: some View) -> [AccessibilityFinding] {
    AccessibilityAudit().findings(of: design)
  }

  @Test func anIconOnlyButtonIsAnErrorUntilItIsLabelled() {
    let unlabelled = Button {
    } label: {
      Image(systemName: "trash")
    }
    #expect(
      findings(unlabelled) == [
        AccessibilityFinding(
          severity: .error, rule: .unlabelledControl, element: "trash, button",
          message: "This button is read by its image's name only. Add "
            + ".accessibilityLabel(\"…\") saying what it does.")
      ])
    #expect(findings(unlabelled.accessibilityLabel("Borrar")).isEmpty)
  }

  @Test func anImageOnlyLinkIsAnError() {
    let link = Link(destination: URL(string: "https://example.com")!) {
      Image(systemName: "info.circle")
    }
    #expect(findings(link).map(\.rule) == [.unlabelledControl])
  }

  @Test func aFieldWithoutTitleOrLabelIsAnError() {
    let editor = TextEditor(text: .constant("Notes"))
    #expect(
      findings(editor).map(\.description) == [
        "error: \"Notes, text view\": This text view has no spoken label. Give it a title, "
          + "or add .accessibilityLabel(\"…\") saying what it does."
      ])
    #expect(findings(editor.accessibilityLabel("Notas")).isEmpty)
  }

  @Test func anImageNeitherLabelledNorHiddenIsAnError() {
    #expect(findings(Image(systemName: "mountain.2")).map(\.rule) == [.unlabelledImage])
    #expect(findings(Image(systemName: "mountain.2").accessibilityHidden(true)).isEmpty)
    #expect(findings(Image(systemName: "mountain.2").accessibilityLabel("Montaña")).isEmpty)
  }

  @Test func twoControlsWithOneLabelAreOneErrorForTheLabel() {
    let rows = VStack {
      Button("Borrar") {}
      Button("Borrar") {}
      Button("Borrar") {}
    }
    let found = findings(rows)
    #expect(found.map(\.rule) == [.duplicateLabel])
    #expect(
      found.first?.message
        == "3 controls on this screen are read \"Borrar\". Make each label say what it acts "
        + "on, with .accessibilityLabel(\"…\").")
  }

  @Test func aDisabledControlWithNoReasonIsAWarning() {
    let form = VStack {
      Button("Guardar") {}.disabled(true)
    }
    #expect(
      findings(form).map(\.severity) == [.warning]
        && findings(form).map(\.rule) == [.disabledWithoutReason])
  }

  @Test func aTextBesideADisabledControlIsItsReason() {
    let form = VStack {
      Text("Escribe un nombre primero.")
      Button("Guardar") {}.disabled(true)
    }
    #expect(findings(form).isEmpty)
  }

  @Test func aHintOnADisabledControlIsItsReason() {
    let button = Button("Guardar") {}.disabled(true).accessibilityHint("Escribe un nombre.")
    #expect(findings(button).isEmpty)
  }

  @Test func aLabelledScreenHasNoFindings() {
    let screen = VStack {
      Label("Distancia", systemImage: "map")
      TextField("Nombre", text: .constant(""))
      Toggle("Menos de 10 km", isOn: .constant(true))
      Button("Añadir") {}
    }
    #expect(findings(screen).isEmpty)
  }

  @Test func aDisabledControlIsCalledByItsRolesSpokenName() {
    let controls = VStack {
      Toggle("Wifi", isOn: .constant(true))
      SecureField("Clave", text: .constant(""))
      Menu("Acciones") { Button("Copiar") {} }
      Stepper("Invitados", value: .constant(2))
    }.disabled(true)
    #expect(
      findings(controls).map(\.message)
        == [
          "switch", "secure text field", "button", "stepper",
        ].map {
          "This \($0) is disabled with no reason beside it. Show why, "
            + "or add .accessibilityHint(\"…\")."
        })
  }
}
