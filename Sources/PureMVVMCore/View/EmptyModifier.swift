/// A modifier that changes nothing, like SwiftUI's `EmptyModifier`: a default where a
/// modifier is expected, or one branch of a choice between modifiers.
///
/// ```swift
/// Text("Anaga").modifier(EmptyModifier.identity)
/// ```
public nonisolated struct EmptyModifier: ViewModifier, Sendable {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  /// Creates the modifier.
  public init() {}

  /// The content, unchanged.
  public typealias Body = Never

  /// Resolves `content` as if unmodified.
  @MainActor public func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    content._resolve(in: context, into: &elements)
  }
}
