@MainActor
extension Optional: Design where Wrapped: Design {
  /// An optional design has no body of its own.
  public typealias Body = Never

  /// Resolves the wrapped design, or nothing when it is `nil`.
  ///
  /// - Parameters:
  ///   - context: Where the design sits.
  ///   - elements: The elements resolved so far, to append to.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if let design = self {
      design._resolve(in: context.child(1), into: &elements)
    }
  }
}
