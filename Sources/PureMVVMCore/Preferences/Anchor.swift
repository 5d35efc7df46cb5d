import Foundation

/// A rectangle or point of a view, kept so an ancestor's `GeometryProxy` can read it in
/// its own coordinates (`proxy[anchor]`), like SwiftUI's `Anchor`.
///
/// It is taken from the space the view is offered (see `GeometryReader`).
public struct Anchor<Value>: Equatable, Hashable, Sendable {
  /// The rectangle or point, in device coordinates.
  let geometry: Geometry

  /// A rectangle or a point in device coordinates.
  enum Geometry: Hashable, Sendable {
    case rect(CGRect)
    case point(CGPoint)
  }

  /// What to anchor in a view: its bounds, a rectangle or a point in it.
  public struct Source {
    /// The anchor's geometry for a view offered `frame` (in device coordinates).
    let make: @Sendable (CGRect) -> Geometry
  }

  /// The value in coordinates whose origin is `origin`.
  func value(relativeTo origin: CGPoint) -> Any {
    switch geometry {
    case .rect(let rect): rect.offsetBy(dx: -origin.x, dy: -origin.y)
    case .point(let point): CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { .rect($0) }
  }

  /// A rectangle in the view's coordinates.
  ///
  /// - Parameter r: The rectangle.
  /// - Returns: The source.
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
    Anchor<CGRect>.Source { .rect(r.offsetBy(dx: $0.minX, dy: $0.minY)) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's coordinates.
  ///
  /// - Parameter p: The point.
  /// - Returns: The source.
  public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>.Source { .point(CGPoint(x: $0.minX + p.x, y: $0.minY + p.y)) }
  }

  /// A point of the view's bounds given as a unit point.
  ///
  /// - Parameter p: The unit point.
  /// - Returns: The source.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>.Source {
      .point(CGPoint(x: $0.minX + $0.width * p.x, y: $0.minY + $0.height * p.y))
    }
  }

  /// The top leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The top trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The centre.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The bottom leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The bottom trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
