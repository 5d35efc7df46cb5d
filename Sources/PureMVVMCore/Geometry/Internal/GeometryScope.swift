import Foundation

/// The space a view is offered while it resolves, in points: what `GeometryReader` and
/// `.containerRelativeFrame` see.
///
/// A host proposes its device size; padding, frames and safe-area modifiers adjust the
/// proposal for their content. It is tracked only once a design reads geometry, so a
/// design that never does pays nothing for it.
package final class GeometryScope {
  /// The size offered.
  package let size: CGSize
  /// Where the offered space starts on the device.
  package let origin: CGPoint
  /// The safe area's insets from the offered space's edges.
  package let safeAreaInsets: EdgeInsets
  /// Where each named coordinate space is on the device.
  package let namedFrames: [AnyHashable: CGRect]

  package init(
    size: CGSize, origin: CGPoint = .zero, safeAreaInsets: EdgeInsets = EdgeInsets(),
    namedFrames: [AnyHashable: CGRect] = [:]
  ) {
    self.size = CGSize(width: Self.bounded(size.width), height: Self.bounded(size.height))
    self.origin = origin
    self.safeAreaInsets = safeAreaInsets
    self.namedFrames = namedFrames
  }

  /// A change a modifier makes to the space its content is offered.
  package enum Change {
    /// Padding: the space inside the insets.
    case inset(EdgeInsets)
    /// A frame: its lengths, or the offered ones bounded.
    case frame(Frame)
    /// `.ignoresSafeArea`: the safe area on these edges taken into the space.
    case ignoringSafeArea(Edge.Set)
  }

  /// The space after `change`.
  package func applying(_ change: Change) -> GeometryScope {
    switch change {
    case .inset(let insets): inset(by: insets)
    case .frame(let frame): framed(by: frame)
    case .ignoringSafeArea(let edges): ignoringSafeArea(on: edges)
    }
  }

  /// The space inside `insets`: smaller, moved by the leading and top insets, the safe
  /// area reduced by them.
  package func inset(by insets: EdgeInsets) -> GeometryScope {
    GeometryScope(
      size: CGSize(
        width: size.width - insets.leading - insets.trailing,
        height: size.height - insets.top - insets.bottom),
      origin: CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top),
      safeAreaInsets: EdgeInsets(
        top: max(safeAreaInsets.top - insets.top, 0),
        leading: max(safeAreaInsets.leading - insets.leading, 0),
        bottom: max(safeAreaInsets.bottom - insets.bottom, 0),
        trailing: max(safeAreaInsets.trailing - insets.trailing, 0)),
      namedFrames: namedFrames)
  }

  /// The space a frame gives its content: its fixed lengths, or the offered ones bounded
  /// by its least and greatest.
  package func framed(by frame: Frame) -> GeometryScope {
    let width = Self.length(
      size.width, fixed: frame.width, min: frame.minWidth, max: frame.maxWidth)
    let height = Self.length(
      size.height, fixed: frame.height, min: frame.minHeight, max: frame.maxHeight)
    return GeometryScope(
      size: CGSize(width: width, height: height), origin: origin,
      safeAreaInsets: safeAreaInsets, namedFrames: namedFrames)
  }

  /// The space a view resolved into `element` takes: its frame's lengths where it has
  /// one, and the offered ones elsewhere (a host lays out after resolving, so this is what
  /// resolution knows of a view's own size).
  package func taken(by element: Element) -> GeometryScope {
    element.attributes.frame.map(framed(by:)) ?? self
  }

  /// The same space with its safe area on `edges` taken into it.
  package func ignoringSafeArea(on edges: Edge.Set) -> GeometryScope {
    let taken = EdgeInsets(
      top: edges.contains(.top) ? safeAreaInsets.top : 0,
      leading: edges.contains(.leading) ? safeAreaInsets.leading : 0,
      bottom: edges.contains(.bottom) ? safeAreaInsets.bottom : 0,
      trailing: edges.contains(.trailing) ? safeAreaInsets.trailing : 0)
    return GeometryScope(
      size: CGSize(
        width: size.width + taken.leading + taken.trailing,
        height: size.height + taken.top + taken.bottom),
      origin: CGPoint(x: origin.x - taken.leading, y: origin.y - taken.top),
      safeAreaInsets: EdgeInsets(
        top: safeAreaInsets.top - taken.top, leading: safeAreaInsets.leading - taken.leading,
        bottom: safeAreaInsets.bottom - taken.bottom,
        trailing: safeAreaInsets.trailing - taken.trailing),
      namedFrames: namedFrames)
  }

  /// The same space with a coordinate space named `name` covering it.
  package func naming(_ name: AnyHashable) -> GeometryScope {
    var named = namedFrames
    named[name] = CGRect(origin: origin, size: size)
    return GeometryScope(
      size: size, origin: origin, safeAreaInsets: safeAreaInsets, namedFrames: named)
  }

  /// A length a frame gives: fixed, or the offered one between the least and greatest
  /// (the least winning a contradiction, as in SwiftUI).
  private static func length(
    _ offered: CGFloat, fixed: CGFloat?, min least: CGFloat?, max greatest: CGFloat?
  ) -> CGFloat {
    if let fixed, fixed.isFinite { return fixed }
    var length = offered
    if let greatest, !greatest.isNaN { length = Swift.min(length, greatest) }
    if let least, least.isFinite { length = Swift.max(length, least) }
    return length
  }

  /// A length between 0 and 1,000,000 points; NaN is 0.
  private static func bounded(_ length: CGFloat) -> CGFloat {
    length.isNaN ? 0 : Swift.min(Swift.max(length, 0), 1_000_000)
  }
}

extension ResolveContext {
  /// The space this view is offered, noting that the views read geometry (so later
  /// resolutions track it).
  func readGeometry() -> GeometryScope {
    graph.noteGeometryRead()
    return geometry ?? graph.rootGeometryAlways
  }
}
