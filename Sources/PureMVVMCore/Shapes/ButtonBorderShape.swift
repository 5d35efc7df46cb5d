import Foundation

/// The shape of a bordered button's platter, like SwiftUI's `ButtonBorderShape`.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
/// ```
///
/// `.buttonBorderShape(_:)` sets it for the `.bordered` and `.borderedProminent` buttons
/// below (HTML draws their corners with it); as a shape, ``automatic`` (and
/// ``Shape/buttonBorder``) is the one the environment sets, or a rounded rectangle.
public nonisolated struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
  /// The kinds of border.
  enum Kind: Hashable, Sendable {
    case automatic, capsule, circle
    /// A rounded rectangle; `nil` for the system's radius.
    case roundedRectangle(CGFloat?)
  }

  let kind: Kind

  /// The corner radius of the system's rounded rectangle, as a bordered button draws it.
  static let systemRadius: CGFloat = 10

  /// The shape the context chooses: the one `.buttonBorderShape(_:)` set above, or a
  /// rounded rectangle.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A rounded rectangle with the system's corner radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)

  /// A rounded rectangle with the given corner radius.
  ///
  /// - Parameter radius: Points.
  /// - Returns: The shape.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius))
  }

  /// How renderers draw it: a capsule, a circle, or a rounded box.
  public var _outline: ShapeOutline {
    switch kind {
    case .capsule: ShapeOutline(.capsule)
    case .circle: ShapeOutline(.circle)
    case .automatic: ShapeOutline(.roundedRectangle, cornerRadius: Self.systemRadius)
    case .roundedRectangle(let radius):
      ShapeOutline(.roundedRectangle, cornerRadius: radius ?? Self.systemRadius)
    }
  }

  /// The outline filling `rect`.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    switch kind {
    case .capsule: Capsule().path(in: rect)
    case .circle: Circle().path(in: rect)
    case .automatic, .roundedRectangle:
      Path(roundedRect: rect, cornerRadius: _outline.cornerRadius ?? Self.systemRadius)
    }
  }

  /// The shape inset by `amount` on every side.
  ///
  /// - Parameter amount: Points.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }

  /// Resolves to the shape it stands for: ``automatic``, the one the environment sets.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let shape = kind == .automatic ? context.environment.buttonBorderShape : self
    _Inset(base: shape, amount: 0)._resolve(in: context, into: &elements)
  }
}

extension Shape where Self == ButtonBorderShape {
  /// The shape of the bordered buttons here: the one `.buttonBorderShape(_:)` set above,
  /// or a rounded rectangle.
  public static var buttonBorder: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
  /// The shape bordered buttons draw (`.buttonBorderShape(_:)`), `.automatic` unless set.
  package var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

private enum ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}

extension View {
  /// Sets the shape of the `.bordered` and `.borderedProminent` buttons below.
  ///
  /// - Parameter shape: The shape.
  /// - Returns: The view.
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
