/// Expands `@Entry` on a variable in an extension of `EnvironmentValues`, `ContainerValues`,
/// `FocusedValues` or `Transaction`: a key type named
/// `__Key_<name>` whose default value is the variable's initial value (evaluated on each
/// read, as SwiftUI does, when the variable's type is written; once, as a `static let`
/// whose type is inferred, when it is not), and accessors that read and write through it.
enum EntryMacro {
  /// The one form `@Entry` takes.
  static let supportedForm =
    "@Entry var name: Type = defaultValue (or @Entry var name = defaultValue, or @Entry var name: Type? with no default) in an extension of EnvironmentValues, ContainerValues, FocusedValues or Transaction"

  /// The types whose extensions `@Entry` expands in: each reads a key through a subscript
  /// that takes an `EnvironmentKey`.
  static let extendedTypes = [
    "EnvironmentValues", "ContainerValues", "FocusedValues", "Transaction",
  ]

  /// A variable `@Entry` is attached to.
  struct Variable: Equatable {
    let name: String
    /// The type written, or `nil` when the default value's type is the variable's.
    let type: String?
    let defaultValue: String
  }

  /// The accessors of the variable.
  static func accessors(of variable: Variable) -> String {
    """
    get { self[__Key_\(variable.name).self] }
    set { self[__Key_\(variable.name).self] = newValue }
    """
  }

  /// The key type beside the variable.
  static func key(of variable: Variable) -> String {
    let defaultValue =
      variable.type.map { "static var defaultValue: \($0) { \(variable.defaultValue) }" }
      ?? "static let defaultValue = \(variable.defaultValue)"
    return """
      private struct __Key_\(variable.name): PureMVVMCore.EnvironmentKey {
        \(defaultValue)
      }
      """
  }

  /// Whether `context` is an extension of one of ``extendedTypes``, by its whole name, after
  /// any comments, attributes and modifiers (`@MainActor public extension …`).
  static func extendsSupportedType(_ context: String) -> Bool {
    let code = context.split(separator: "\n")
      .filter { !$0.drop(while: \.isWhitespace).hasPrefix("//") }
      .joined(separator: "\n")
    let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    guard let keyword = words.firstIndex(of: "extension"), keyword + 1 < words.endIndex else {
      return false
    }
    return extendedTypes.contains(String(words[keyword + 1]))
  }

  /// Reads the variable `@Entry` is attached to.
  ///
  /// - Parameters:
  ///   - declaration: The variable's declaration, attributes included.
  ///   - contexts: The declarations around it, innermost first.
  /// - Returns: Its name, type and default value.
  /// - Throws: ``MacroDiagnostic`` for any other form or place.
  static func variable(
    in declaration: String, contexts: [String]
  ) throws(MacroDiagnostic) -> Variable {
    guard let context = contexts.first, extendsSupportedType(context) else {
      throw MacroDiagnostic(
        message:
          "PureMVVM supports @Entry in extensions of EnvironmentValues, ContainerValues, "
          + "FocusedValues and Transaction; "
          + "use \(supportedForm)",
        offset: 0)
    }
    let scanner = SwiftScanner(declaration)
    do {
      guard let keyword = try keywordVar(in: scanner),
        let name = scanner.identifier(
          at: try scanner.skipTrivia(from: keyword, to: scanner.bytes.count))
      else { throw MacroDiagnostic(message: "use \(supportedForm)", offset: 0) }
      let rest = try scanner.trimmed(name.upperBound..<scanner.bytes.count)
      let parts = try scanner.split(rest, at: UInt8(ascii: "="))
      guard scanner.byte(at: rest.lowerBound) == ASCII.colon else {
        guard scanner.byte(at: rest.lowerBound) == UInt8(ascii: "="), parts.count >= 2 else {
          throw MacroDiagnostic(
            message: "@Entry needs the variable's type or a default value; use \(supportedForm)",
            offset: rest.lowerBound)
        }
        let value = scanner.text(try scanner.trimmed((rest.lowerBound + 1)..<rest.upperBound))
        return Variable(name: scanner.text(name), type: nil, defaultValue: value)
      }
      let type = scanner.text(try scanner.trimmed((rest.lowerBound + 1)..<parts[0].upperBound))
      if parts.count >= 2 {
        // The type has no `=`: the default is everything after the first one.
        let value = scanner.text(try scanner.trimmed(parts[1].lowerBound..<rest.upperBound))
        return Variable(name: scanner.text(name), type: type, defaultValue: value)
      }
      guard type.hasSuffix("?") else {
        throw MacroDiagnostic(
          message: "@Entry needs a default value unless its type is optional; use \(supportedForm)",
          offset: rest.lowerBound)
      }
      return Variable(name: scanner.text(name), type: type, defaultValue: "nil")
    } catch let error as MacroDiagnostic {
      throw error
    } catch let error as ScanError {
      throw MacroDiagnostic(error)
    } catch {
      throw MacroDiagnostic(message: "\(error)", offset: 0)
    }
  }

  /// The offset just past the `var` keyword of the declaration, skipping attributes and
  /// modifiers.
  private static func keywordVar(in scanner: SwiftScanner) throws(ScanError) -> Int? {
    var index = 0
    while index < scanner.bytes.count {
      index = try scanner.skipTrivia(from: index, to: scanner.bytes.count)
      if scanner.byte(at: index) == ASCII.at, let attribute = scanner.identifier(at: index + 1) {
        index = attribute.upperBound
        if scanner.byte(at: index) == ASCII.openParen {
          index = try scanner.end(ofBracketAt: index)
        }
      } else if let word = scanner.identifier(at: index) {
        if scanner.text(word) == "var" { return word.upperBound }
        index = word.upperBound
      } else {
        return nil
      }
    }
    return nil
  }
}
