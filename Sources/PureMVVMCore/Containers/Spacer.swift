import Foundation

/// Flexible space that pushes its neighbours apart, like SwiftUI's `Spacer`.
///
/// In an ``HStack`` it takes the width left over (at least `minLength`, 8 points a
/// column); in a vertical stack it is a blank line.
public nonisolated struct Spacer: View {
  private let minLength: CGFloat?

  /// Creates a spacer.
  ///
  /// - Parameter minLength: The least length, in points.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// Resolves to one spacer element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var element = Element(.spacer, context: context)
    if let minLength { element.changeAttributes { $0.minLength = minLength } }
    elements.append(consume element)
  }
}
