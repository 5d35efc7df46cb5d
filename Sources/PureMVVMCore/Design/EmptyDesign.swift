/// A design that shows nothing.
public struct EmptyDesign: Design {
  /// Creates an empty design.
  public init() {}

  /// Resolves to no elements.
  ///
  /// - Parameters:
  ///   - context: Unused.
  ///   - elements: Left as they are.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {}
}
