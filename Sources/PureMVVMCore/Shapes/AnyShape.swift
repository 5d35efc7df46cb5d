import Foundation

/// A shape of any type, like SwiftUI's `AnyShape`: drawn as the shape it wraps.
public nonisolated struct AnyShape: Shape {
  private let makePath: @Sendable (CGRect) -> Path
  /// The wrapped shape's outline.
  public let _outline: ShapeOutline

  /// Wraps a shape, hiding its type.
  ///
  /// - Parameter shape: The shape.
  public init<S: Shape>(_ shape: S) {
    makePath = { shape.path(in: $0) }
    _outline = shape._outline
  }

  /// The wrapped shape's path.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    makePath(rect)
  }
}

/// The shape of the container a view is in, like SwiftUI's `ContainerRelativeShape`: the
/// shape `.containerShape(_:)` gives a container around it, drawn in the view's own frame
/// (not inset by its distance from the container's edges); a rounded rectangle of 12 points
/// where no container names one.
public nonisolated struct ContainerRelativeShape: InsettableShape {
  /// The shape.
  public init() {}

  /// A rounded rectangle.
  public var _outline: ShapeOutline { ShapeOutline(.roundedRectangle, cornerRadius: 12) }

  /// A rounded rectangle filling `rect`.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: 12)
  }

  /// Resolves to the shape of the container it is in, or to itself outside any.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    guard let container = context.environment.containerShape else {
      return AnyShape(RoundedRectangle(cornerRadius: 12))._resolve(in: context, into: &elements)
    }
    container._resolve(in: context, into: &elements)
  }

  /// The shape inset by `amount` on every side.
  ///
  /// - Parameter amount: Points.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
