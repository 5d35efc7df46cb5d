import Foundation

extension View {
  /// Runs `action` with a value computed from the view's geometry when the view appears
  /// and whenever the value changes, like SwiftUI's `onGeometryChange(for:of:action:)`.
  ///
  /// The proxy is the space the view is offered (see `GeometryReader`); the action runs
  /// as `onChange(of:initial:)` actions do, after the resolution.
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - transform: The value, from the view's geometry.
  ///   - action: What to do with the new value.
  /// - Returns: The view.
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { _, new in action(new) }
  }

  /// Runs `action` with the old and new value computed from the view's geometry when the
  /// value changes, and when the view appears (with the value as both).
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - transform: The value, from the view's geometry.
  ///   - action: What to do with the old and new value.
  /// - Returns: The view.
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(
      GeometryReadingModifier { proxy in
        ValueChangeModifier(value: transform(proxy), action: action)
      })
  }

  /// Sizes the view to its container along `axes`, like SwiftUI's
  /// `containerRelativeFrame(_:alignment:)`.
  ///
  /// The container is the space the view is offered (see `GeometryReader`).
  ///
  /// - Parameters:
  ///   - axes: The axes to size.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The view.
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes the view to `span` of `count` equal columns (or rows) of its container, with
  /// `spacing` between them.
  ///
  /// A `count` or `span` below 1 counts as 1.
  ///
  /// - Parameters:
  ///   - axes: The axes to size.
  ///   - count: The columns (or rows) the container is divided into.
  ///   - span: How many of them the view takes.
  ///   - spacing: The space between them, in points.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The view.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = CGFloat(max(count, 1))
    let span = CGFloat(max(span, 1))
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let column = (length - spacing * (count - 1)) / count
      return column * span + spacing * (span - 1)
    }
  }

  /// Sizes the view to a length computed from its container's along `axes`.
  ///
  /// A length that is NaN, infinite or negative leaves that axis as it is.
  ///
  /// - Parameters:
  ///   - axes: The axes to size.
  ///   - alignment: Where the view sits in the frame.
  ///   - length: The length along an axis, from the container's.
  /// - Returns: The view.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(
      GeometryReadingModifier { proxy in
        let sized = { (axis: Axis, offered: CGFloat) -> CGFloat? in
          guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
          let value = length(offered, axis)
          return value.isFinite && value >= 0 ? value : nil
        }
        return FixedFrameModifier(
          width: sized(.horizontal, proxy.size.width), height: sized(.vertical, proxy.size.height),
          alignment: alignment)
      })
  }
}
