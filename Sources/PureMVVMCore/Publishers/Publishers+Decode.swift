#if !canImport(Darwin)
  import Foundation

  extension Publisher {
    /// Decodes each value with `decoder`, failing with its error, like Combine's
    /// `decode(type:decoder:)`.
    ///
    /// - Parameters:
    ///   - type: The type decoded.
    ///   - decoder: The decoder, such as `JSONDecoder()`.
    /// - Returns: The publisher.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
      -> Publishers.TryMap<Self, Item> where Output == Coder.Input
    {
      let decoder = MainActorBound(value: decoder)
      return tryMap { try decoder.value.decode(type, from: $0) }
    }

    /// Encodes each value with `encoder`, failing with its error, like Combine's
    /// `encode(encoder:)`.
    ///
    /// - Parameter encoder: The encoder, such as `JSONEncoder()`.
    /// - Returns: The publisher.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder)
      -> Publishers.TryMap<Self, Coder.Output> where Output: Encodable
    {
      let encoder = MainActorBound(value: encoder)
      return tryMap { try encoder.value.encode($0) }
    }
  }
#endif
