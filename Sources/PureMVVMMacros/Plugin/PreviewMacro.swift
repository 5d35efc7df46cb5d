/// Expands `#Preview`: a type that registers the preview where ``PreviewRegistry``
/// discovery finds it, and, for `@Previewable` declarations, a view that holds them.
///
/// Supported forms, as SwiftUI spells them: `#Preview { … }`, `#Preview("Name") { … }`,
/// `#Preview("Name", traits: .a, .b) { … }`, `#Preview(traits: .a) { … }`, visionOS's
/// `#Preview(windowStyle: .plain) { … }` (the style accepted), and each with `body: { … }`
/// in place of the trailing closure.
enum PreviewMacro {
  /// The forms a diagnostic names when the source is none of them.
  static let supportedForms =
    "#Preview { … }, #Preview(\"Name\") { … }, #Preview(\"Name\", traits: …) { … } or #Preview(traits: …) { … }"

  /// The declarations `source` expands to.
  ///
  /// - Throws: ``MacroDiagnostic`` for a form it does not support, or source it cannot
  ///   read.
  static func expansion(of source: MacroSource) throws(MacroDiagnostic) -> String {
    let scanner = SwiftScanner(source.text)
    let call = try MacroCall(scanner)
    let (name, traits, closure) = try parts(of: call, scanner)
    let line = source.line(of: call.hash)
    let registry = source.uniqueName("PreviewRegistry")
    let body: String
    let view: String
    do {
      let split = try PreviewBody(closure: closure, in: scanner)
      if split.properties.isEmpty {
        body = scanner.text(closure)
        view = ""
      } else {
        let viewName = source.uniqueName("PreviewView")
        body = "{ \(viewName)() }"
        view = previewView(named: viewName, split)
      }
    } catch {
      throw MacroDiagnostic(error)
    }
    return """
      \(view)enum \(registry): PureMVVMPreviews.PreviewRegistry {
        static func makePreview() -> _Preview {
          _declared(
            \(name.map { scanner.text($0) } ?? "nil"), traits: [\(traits.map { scanner.text($0) }.joined(separator: ", "))],
            fileID: \(literal(source.fileID)), line: \(line), body: \(body))
        }
        @used @section("puremvvm_previews")
        nonisolated static let record: _Record = (0x5056_4D50, 2, { Self._address })
      }
      """
  }

  /// The name, the traits and the body of a use of `#Preview`.
  private static func parts(
    of call: MacroCall, _ scanner: SwiftScanner
  ) throws(MacroDiagnostic) -> (name: Range<Int>?, traits: [Range<Int>], body: Range<Int>) {
    var name: Range<Int>?
    var traits: [Range<Int>] = []
    var body = call.trailingClosure
    for (position, argument) in call.arguments.enumerated() {
      switch argument.label {
      case nil where position == 0: name = argument.value
      case "windowStyle" where traits.isEmpty: continue
      case "traits": traits.append(argument.value)
      case nil where !traits.isEmpty: traits.append(argument.value)
      case "body"
      where body == nil && scanner.byte(at: argument.value.lowerBound) == ASCII.openBrace:
        body = argument.value
      default:
        throw MacroDiagnostic(
          message: "#Preview does not take this argument; use \(supportedForms)",
          offset: argument.start)
      }
    }
    guard let body else {
      throw MacroDiagnostic(
        message: "#Preview needs a body that builds the view; use \(supportedForms)",
        offset: (try? scanner.skipTrivia(from: 0, to: scanner.bytes.count)) ?? 0)
    }
    return (name, traits, body)
  }

  /// A view holding the `@Previewable` declarations as its properties, the rest of the
  /// body as its body.
  private static func previewView(named name: String, _ body: PreviewBody) -> String {
    let properties = body.properties.map { "  \($0)\n" }.joined()
    return """
      struct \(name): PureMVVMCore.View {
      \(properties)  var body: some PureMVVMCore.View {
          PureMVVMPreviews._PreviewBody {\(body.statements)}
        }
      }

      """
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    text.quoted { "\\u{\(String($0, radix: 16))}" }
  }
}
