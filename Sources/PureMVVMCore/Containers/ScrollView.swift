/// Content that scrolls, like SwiftUI's `ScrollView`; drawn whole, as a vertical (or
/// horizontal) stack.
public nonisolated struct ScrollView<Content: View>: View {
  /// The content.
  public var content: Content
  /// The directions it scrolls.
  public var axes: Axis.Set
  /// Whether it shows its scroll indicators; accepted.
  public var showsIndicators: Bool

  /// Creates a scroll view.
  ///
  /// - Parameters:
  ///   - axes: The directions it scrolls.
  ///   - showsIndicators: Accepted.
  ///   - content: The content.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.axes = axes
    self.showsIndicators = showsIndicators
  }

  /// Resolves to a stack along the scrolling axis, whose content reads frames in the
  /// `.scrollView` coordinate space against the scroll view.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var context = context
    if var geometry = context.geometry {
      geometry = geometry.naming(ScrollViewCoordinateSpaceName(axes: nil))
      for axis in [Axis.Set.horizontal, .vertical] where axes.contains(axis) {
        geometry = geometry.naming(ScrollViewCoordinateSpaceName(axes: axis))
      }
      context.geometry = geometry
    }
    let resolve = { content._resolve(in: $0, into: &$1) }
    elements.append(
      axes == .horizontal
        ? .row(context: context, content: resolve) : .column(context: context, content: resolve))
  }
}

/// The name a scroll view gives its coordinate space: `.scrollView`, or
/// `.scrollView(axis:)` for a scroll view along that axis.
struct ScrollViewCoordinateSpaceName: Hashable {
  /// The scroll view's axes; `nil` for the nearest scroll view whatever its axes.
  let axes: Axis.Set?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space of the nearest scroll view around the view.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName(axes: nil)))
  }

  /// The coordinate space of the nearest scroll view along `axis` around the view.
  ///
  /// - Parameter axis: The scroll view's axis.
  /// - Returns: The space.
  public static func scrollView(axis: Axis) -> Self {
    let axes: Axis.Set = axis == .horizontal ? .horizontal : .vertical
    return NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName(axes: axes)))
  }
}
