extension DynamicPropertyLayout {
  /// How many dynamic properties the cached layout of `type` holds, or `nil` when `type`
  /// has not been examined yet; lets tests see the per-type cache without a counter in
  /// production.
  package static func cachedPropertyCount(of type: Any.Type) -> Int? {
    cache[ObjectIdentifier(type)]?.fields.count
  }
}
