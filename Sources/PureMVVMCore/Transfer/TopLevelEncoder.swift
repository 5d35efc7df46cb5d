#if !canImport(Darwin)
  import Foundation

  /// An encoder that writes a whole value, like Combine's `TopLevelEncoder`, which Linux
  /// lacks: what a ``CodableRepresentation`` encodes with.
  public protocol TopLevelEncoder {
    /// What the encoder writes, such as `Data`.
    associatedtype Output

    /// Encodes `value`.
    ///
    /// - Parameter value: The value.
    /// - Returns: The encoded value.
    /// - Throws: When the value cannot be encoded.
    func encode<T: Encodable>(_ value: T) throws -> Output
  }

  /// A decoder that reads a whole value, like Combine's `TopLevelDecoder`, which Linux
  /// lacks: what a ``CodableRepresentation`` decodes with.
  public protocol TopLevelDecoder {
    /// What the decoder reads, such as `Data`.
    associatedtype Input

    /// Decodes a value of `type` from `from`.
    ///
    /// - Parameters:
    ///   - type: The value's type.
    ///   - from: The encoded value.
    /// - Returns: The value.
    /// - Throws: When the input is not such a value.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
  }

  extension JSONEncoder: TopLevelEncoder {}
  extension JSONDecoder: TopLevelDecoder {}
  extension PropertyListEncoder: TopLevelEncoder {}
  extension PropertyListDecoder: TopLevelDecoder {}
#endif
