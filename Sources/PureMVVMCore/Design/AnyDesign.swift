/// A type-erased design, for storing designs of different types in one place.
public struct AnyDesign: Design {
  private let resolver: (ResolveContext, inout [Element]) -> Void

  /// Wraps a design, hiding its type.
  ///
  /// - Parameter design: The design to wrap.
  public init(_ design: some Design) {
    resolver = { context, elements in design._resolve(in: context, into: &elements) }
  }

  /// Resolves the wrapped design.
  ///
  /// - Parameters:
  ///   - context: Where the design sits.
  ///   - elements: The elements resolved so far, to append to.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    resolver(context, &elements)
  }
}
