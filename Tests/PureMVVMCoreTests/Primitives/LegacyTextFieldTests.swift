import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `TextField(_:text:onEditingChanged:onCommit:)`, the iOS 13 form: editing starts and
/// ends with the focus, and return commits before `onSubmit`.
@MainActor
@Suite struct LegacyTextFieldTests {
  @MainActor
  final class Log {
    var lines: [String] = []
  }

  private struct SearchForm: View {
    let log: Log
    @State private var query = ""
    @State private var name = ""

    var body: some View {
      VStack {
        TextField(
          "Buscar", text: $query,
          onEditingChanged: { log.lines.append("editing \($0)") },
          onCommit: { log.lines.append("commit \(query)") }
        )
        .onSubmit { log.lines.append("submit") }
        TextField(String("Nombre"), text: $name) { log.lines.append("name \(name)") }
      }
    }
  }

  @Test func editingFollowsTheFocusAndReturnCommitsBeforeSubmit() throws {
    let log = Log()
    let inspector = DesignInspector(SearchForm(log: log))
    _ = inspector.elements
    #expect(log.lines.isEmpty)
    try inspector.find(textField: "Buscar").setInput("Cares")
    _ = inspector.elements
    #expect(log.lines == ["editing true"])
    try inspector.find(textField: "Buscar").submit()
    #expect(log.lines == ["editing true", "commit Cares", "submit"])
  }

  @Test func leavingForAnotherFieldEndsEditingAndItsReturnRunsItsOwnCommit() throws {
    let log = Log()
    let inspector = DesignInspector(SearchForm(log: log))
    try inspector.find(textField: "Buscar").setInput("Cares")
    _ = inspector.elements
    try inspector.find(textField: "Nombre").setInput("Ana")
    _ = inspector.elements
    #expect(log.lines.suffix(1) == ["editing false"])
    try inspector.find(textField: "Nombre").submit()
    #expect(log.lines.last == "name Ana")
  }
}

@MainActor
@Suite struct LegacyAutocapitalizationTests {
  @Test func theUIKitRuleIsRecordedAsSwiftUIsRule() throws {
    let expected: [UITextAutocapitalizationType: TextInputAutocapitalization] = [
      .none: .never, .words: .words, .sentences: .sentences, .allCharacters: .characters,
    ]
    for (style, rule) in expected {
      let inspector = DesignInspector(
        TextField("Nombre", text: .constant("")).autocapitalization(style))
      #expect(try inspector.find(textField: "Nombre").element.attributes.autocapitalization == rule)
    }
  }
}
