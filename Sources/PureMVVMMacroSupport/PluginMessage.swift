/// The messages the compiler sends a macro plugin, decoded from JSON; one is set.
struct PluginMessage: Decodable {
  /// Where a piece of syntax is.
  struct Location: Decodable {
    let fileID: String
    let fileName: String
    let offset: Int
    let line: Int
    let column: Int
  }

  /// A piece of syntax: its kind, its source and where it is.
  struct Syntax: Decodable {
    let kind: String
    let source: String
    let location: Location
  }

  /// Which macro to expand.
  struct Macro: Decodable {
    let moduleName: String
    let typeName: String
    let name: String
  }

  /// A request to expand a freestanding macro (`#Preview`).
  struct Freestanding: Decodable {
    let macro: Macro
    let discriminator: String
    let syntax: Syntax
  }

  /// A request to expand an attached macro (`@Entry`, `@Previewable`) in one role.
  struct Attached: Decodable {
    let macro: Macro
    let macroRole: String
    let discriminator: String
    let attributeSyntax: Syntax
    let declSyntax: Syntax
    let lexicalContext: [Syntax]?
  }

  /// An empty payload (`getCapability`'s, as far as this plugin reads it).
  struct Empty: Decodable {}

  let getCapability: Empty?
  let expandFreestandingMacro: Freestanding?
  let expandAttachedMacro: Attached?
}
