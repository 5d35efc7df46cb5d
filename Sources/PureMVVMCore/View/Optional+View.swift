@MainActor
extension Optional: View where Wrapped: View {
  /// An optional design has no body of its own.
  public typealias Body = Never

  /// Resolves the wrapped design, or nothing when it is `nil`.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var context = context
    _resolve(inPlace: &context, into: &elements)
  }

  /// Resolves the wrapped design, or nothing when it is `nil`, in `context` turned into
  /// the design's and back.
  public func _resolve(inPlace context: inout ResolveContext, into elements: inout [Element]) {
    if let design = self {
      context.resolve(design, asChild: 1, transparent: true, into: &elements)
    }
  }
}
