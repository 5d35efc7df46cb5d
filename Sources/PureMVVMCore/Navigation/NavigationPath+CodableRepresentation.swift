import Foundation

extension NavigationPath {
  /// A navigation path's values in a form you can encode and decode, like SwiftUI's
  /// `NavigationPath.CodableRepresentation`.
  ///
  /// It encodes as a list of strings: each value's type, by its mangled name, then the
  /// value as JSON. Decoding finds each type by its name in the running program, so a
  /// type that was renamed or removed since the path was saved is a decoding error, not a
  /// crash; so is a list that is not pairs of strings, or a value that does not decode.
  public struct CodableRepresentation: Codable, Equatable {
    /// The values, first pushed first.
    let values: [any Codable & Hashable]

    init(values: [any Codable & Hashable]) {
      self.values = values
    }

    /// Decodes the values.
    ///
    /// - Parameter decoder: Where the list of type names and values is.
    /// - Throws: `DecodingError.dataCorrupted` for a type the program does not have (or
    ///   that is not `Decodable` and `Hashable`), a name without a value, or a value that
    ///   does not decode as its type.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var values: [any Codable & Hashable] = []
      while !container.isAtEnd {
        let name = try container.decode(String.self)
        guard !container.isAtEnd else {
          throw Self.corrupted(container, "the type \(name) has no value after it")
        }
        let json = try container.decode(String.self)
        guard let type = _typeByName(name) as? any (Codable & Hashable).Type else {
          throw Self.corrupted(container, "no Codable, Hashable type is named \(name)")
        }
        values.append(try Self.decode(type, from: Data(json.utf8), in: container))
      }
      self.values = values
    }

    /// Encodes each value's type name, then the value as JSON.
    ///
    /// - Parameter encoder: Where to write the list.
    /// - Throws: `EncodingError.invalidValue` for a value whose type has no name to find it
    ///   by when decoding, and what a value's own encoding throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      let json = JSONEncoder()
      json.outputFormatting = .sortedKeys
      for value in values {
        guard let name = _mangledTypeName(type(of: value)) else {
          throw EncodingError.invalidValue(
            value,
            .init(
              codingPath: container.codingPath,
              debugDescription: "\(type(of: value)) has no name to find it by when decoding"))
        }
        try container.encode(name)
        try container.encode(String(decoding: try json.encode(value), as: UTF8.self))
      }
    }

    /// Whether two representations hold equal values, in the same order.
    ///
    /// - Parameters:
    ///   - lhs: A representation.
    ///   - rhs: Another.
    /// - Returns: Whether they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.values.map { AnyHashable($0) } == rhs.values.map { AnyHashable($0) }
    }

    private static func decode<Value: Codable & Hashable>(
      _ type: Value.Type, from json: Data, in container: any UnkeyedDecodingContainer
    ) throws -> any Codable & Hashable {
      do {
        return try JSONDecoder().decode(Value.self, from: json)
      } catch {
        throw corrupted(container, "a value does not decode as \(Value.self): \(error)")
      }
    }

    private static func corrupted(_ container: any UnkeyedDecodingContainer, _ reason: String)
      -> DecodingError
    {
      .dataCorrupted(.init(codingPath: container.codingPath, debugDescription: reason))
    }
  }
}
