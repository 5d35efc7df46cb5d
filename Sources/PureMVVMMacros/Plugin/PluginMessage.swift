/// The messages the compiler sends a macro plugin, read from JSON; one is set.
struct PluginMessage {
  /// A member the message needs is missing or of the wrong type.
  struct Malformed: Error {
    /// The member's name.
    let member: String
  }

  /// Where a piece of syntax is.
  struct Location {
    let fileID: String
    let fileName: String
    let offset: Int
    let line: Int

    init(_ json: JSONValue?) throws(Malformed) {
      fileID = try member("fileID", of: json, \.string)
      fileName = try member("fileName", of: json, \.string)
      offset = try member("offset", of: json, \.int)
      line = try member("line", of: json, \.int)
    }
  }

  /// A piece of syntax: its kind, its source and where it is.
  struct Syntax {
    let kind: String
    let source: String
    let location: Location

    init(_ json: JSONValue?) throws(Malformed) {
      kind = try member("kind", of: json, \.string)
      source = try member("source", of: json, \.string)
      location = try Location(json?["location"])
    }
  }

  /// Which macro to expand.
  struct Macro {
    let moduleName: String
    let typeName: String
    let name: String

    init(_ json: JSONValue?) throws(Malformed) {
      moduleName = try member("moduleName", of: json, \.string)
      typeName = try member("typeName", of: json, \.string)
      name = try member("name", of: json, \.string)
    }
  }

  /// A request to expand a freestanding macro (`#Preview`).
  struct Freestanding {
    let macro: Macro
    let discriminator: String
    let syntax: Syntax

    init(_ json: JSONValue) throws(Malformed) {
      macro = try Macro(json["macro"])
      discriminator = try member("discriminator", of: json, \.string)
      syntax = try Syntax(json["syntax"])
    }
  }

  /// A request to expand an attached macro (`@Entry`, `@Previewable`) in one role.
  struct Attached {
    let macro: Macro
    let macroRole: String
    let discriminator: String
    let attributeSyntax: Syntax
    let declSyntax: Syntax
    let lexicalContext: [Syntax]

    init(_ json: JSONValue) throws(Malformed) {
      macro = try Macro(json["macro"])
      macroRole = try member("macroRole", of: json, \.string)
      discriminator = try member("discriminator", of: json, \.string)
      attributeSyntax = try Syntax(json["attributeSyntax"])
      declSyntax = try Syntax(json["declSyntax"])
      var contexts: [Syntax] = []
      for context in json["lexicalContext"]?.array ?? [] { contexts.append(try Syntax(context)) }
      lexicalContext = contexts
    }
  }

  /// Whether the compiler asks what the plugin can do.
  let getCapability: Bool
  let expandFreestandingMacro: Freestanding?
  let expandAttachedMacro: Attached?

  /// The message `json` holds.
  init(_ json: JSONValue) throws(Malformed) {
    getCapability = json["getCapability"] != nil
    expandFreestandingMacro = try json["expandFreestandingMacro"].map(Freestanding.init)
    expandAttachedMacro = try json["expandAttachedMacro"].map(Attached.init)
  }
}

/// The member `name` of `json`, read by `read`.
private func member<Value>(
  _ name: String, of json: JSONValue?, _ read: (JSONValue) -> Value?
) throws(PluginMessage.Malformed) -> Value {
  guard let value = json?[name].flatMap(read) else {
    throw PluginMessage.Malformed(member: name)
  }
  return value
}
