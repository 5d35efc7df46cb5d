extension Color: View {
  /// A colour has no body; it resolves to one colour element.
  public typealias Body = Never

  /// Resolves to one colour element, which the text renderer draws as nothing.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(Element(.color(self), context: context))
  }
}
