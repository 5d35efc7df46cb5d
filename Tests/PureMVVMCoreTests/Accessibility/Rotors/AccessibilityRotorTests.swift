import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Rotors are recorded on the view they are offered on, with their entries' labels.
@MainActor
@Suite struct AccessibilityRotorTests {
  struct Message: Identifiable {
    let id: Int
    let subject: String
    let isFlagged: Bool
  }

  static let inbox = [
    Message(id: 1, subject: "Ruta del sábado", isFlagged: true),
    Message(id: 2, subject: "Factura", isFlagged: false),
    Message(id: 3, subject: "Fotos de Anaga", isFlagged: true),
  ]

  /// An inbox offering rotors as a mail app does.
  struct Inbox: View {
    let showsUnread: Bool
    @Namespace private var namespace

    var body: some View {
      List(AccessibilityRotorTests.inbox) { message in
        Text(message.subject).accessibilityRotorEntry(id: message.id, in: namespace)
      }
      .accessibilityRotor("Marcados") {
        ForEach(AccessibilityRotorTests.inbox.filter(\.isFlagged)) { message in
          AccessibilityRotorEntry(message.subject, id: message.id)
        }
        if showsUnread {
          AccessibilityRotorEntry(Text("Sin leer"), id: 0, in: namespace)
        }
      }
      .accessibilityRotor(
        Text("Asuntos"), entries: AccessibilityRotorTests.inbox, entryLabel: \.subject
      )
      .accessibilityRotor(
        .headings, entries: AccessibilityRotorTests.inbox, entryID: \.id, entryLabel: \.subject)
    }
  }

  func rotors(_ view: some View) throws -> [AccessibilityAttributes.Rotor] {
    let element = try #require(DesignInspector(view).elements.first)
    return element.attributes.accessibility?.rotors ?? []
  }

  @Test func aRotorRecordsItsEntriesInOrderWithItsLoopsAndConditions() throws {
    let recorded = try rotors(Inbox(showsUnread: true))
    #expect(recorded.map(\.name) == ["Marcados", "Asuntos", "headings"])
    #expect(recorded[0].entries == ["Ruta del sábado", "Fotos de Anaga", "Sin leer"])
    #expect(recorded[1].entries == ["Ruta del sábado", "Factura", "Fotos de Anaga"])
    #expect(recorded[2].entries == recorded[1].entries)
    #expect(try rotors(Inbox(showsUnread: false))[0].entries.count == 2)
  }

  @Test func textRangeRotorsAndSystemRotorsKeepTheirNames() throws {
    let text = "Subida al Teide"
    let word = try #require(text.range(of: "Teide"))
    let recorded = try rotors(
      Text(text)
        .accessibilityRotor(.headings(level: .h2), textRanges: [word])
        .accessibilityRotor("Palabras") {
          AccessibilityRotorEntry(textRange: word)
          AccessibilityRotorEntry("Cumbre", textRange: word)
        })
    #expect(recorded.map(\.name) == ["headings(level: h2)", "Palabras"])
    #expect(recorded[0].entries == [""])
    #expect(recorded[1].entries == ["", "Cumbre"])
    #expect(AccessibilitySystemRotor.links(visited: true) != .links)
  }

  @Test func pointsZoomAndQuickActionsLeaveTheDesignAsItWas() {
    let plain = Text("Mapa")
    let offered = Text("Mapa")
      .accessibilityZoomAction { _ in }
      .accessibilityDragPoint(.center, description: "Mover")
      .accessibilityDropPoint(.top, description: Text("Soltar"), isEnabled: true)
      .accessibilityQuickAction(style: .prompt) { Button("Pausa") {} }
      .accessibilityQuickAction(style: .outline, isActive: .constant(false)) { EmptyView() }
    #expect(TextRenderer().render(offered) == TextRenderer().render(plain))
  }
}
