/// Flexible space that pushes its neighbours apart, like SwiftUI's `Spacer`.
///
/// In an ``HStack`` it takes the width left over; in a vertical stack it is a blank line.
public struct Spacer: View {
  /// Creates a spacer.
  public init() {}

  /// Resolves to one spacer element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(Element(.spacer, context: context))
  }
}
