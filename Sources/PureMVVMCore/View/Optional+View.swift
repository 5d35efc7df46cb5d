@MainActor
extension Optional: View where Wrapped: View {
  /// An optional design has no body of its own.
  public typealias Body = Never

  /// Resolves the wrapped design, or nothing when it is `nil`.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if let design = self {
      design._resolve(in: context.transparentChild(1), into: &elements)
    }
  }
}
