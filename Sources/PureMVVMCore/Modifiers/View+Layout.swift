import Foundation

extension View {
  /// Adds space inside the view's edges, like SwiftUI's `padding(_:)`.
  ///
  /// The text renderer gives 8 points a column and 16 points a line; the default padding
  /// (16 points) is two columns at each side and a blank line above and below.
  ///
  /// - Parameter insets: Space per side, in points.
  /// - Returns: The padded view.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    attributing(
      { $0.padding = Self.adding(insets, to: $0.padding) }, proposing: .inset(insets))
  }

  /// Adds space inside some of the view's edges.
  ///
  /// - Parameters:
  ///   - edges: The sides.
  ///   - length: Points; `nil` for the default, 16.
  /// - Returns: The padded view.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let length = length ?? 16
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0,
        trailing: edges.contains(.trailing) ? length : 0))
  }

  /// Adds the same space inside every edge.
  ///
  /// - Parameter length: Points.
  /// - Returns: The padded view.
  nonisolated public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Gives the view a fixed size, like SwiftUI's `frame(width:height:alignment:)`.
  ///
  /// The text renderer honours the width (8 points a column).
  ///
  /// - Parameters:
  ///   - width: Points; `nil` keeps the view's own.
  ///   - height: Points; `nil` keeps the view's own.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The framed view.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  {
    let frame = Frame(width: width, height: height, alignment: alignment)
    return attributing({ $0.frame = frame }, proposing: .frame(frame))
  }

  /// Gives the view a flexible size, like SwiftUI's `frame(minWidth:…:alignment:)`.
  ///
  /// The text renderer honours `maxWidth: .infinity` (the view takes the whole width,
  /// placed by `alignment`) and the least width.
  ///
  /// - Parameters:
  ///   - minWidth: The least width.
  ///   - idealWidth: The width the view would like; recorded.
  ///   - maxWidth: The greatest width; `.infinity` to fill.
  ///   - minHeight: The least height.
  ///   - idealHeight: The height the view would like; recorded.
  ///   - maxHeight: The greatest height.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The framed view.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let frame = Frame(
      minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
      idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    return attributing({ $0.frame = frame }, proposing: .frame(frame))
  }

  /// Keeps the view at its ideal size.
  ///
  /// - Returns: The view.
  nonisolated public func fixedSize() -> some View {
    attributing { $0.isFixedSize = true }
  }

  /// Keeps the view at its ideal size along some axes.
  ///
  /// The text renderer keeps a view fixed across at its natural width in a row; down, a
  /// view always takes the lines it needs.
  ///
  /// - Parameters:
  ///   - horizontal: Across.
  ///   - vertical: Down; accepted.
  /// - Returns: The view.
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    attributing { $0.isFixedSize = horizontal }
  }

  /// Sets which views a stack gives room to first.
  ///
  /// - Parameter value: The priority.
  /// - Returns: The view.
  nonisolated public func layoutPriority(_ value: Double) -> some View {
    attributing { $0.layoutPriority = value }
  }

  nonisolated private static func adding(_ insets: EdgeInsets, to existing: EdgeInsets?)
    -> EdgeInsets
  {
    guard let existing else { return insets }
    return EdgeInsets(
      top: existing.top + insets.top, leading: existing.leading + insets.leading,
      bottom: existing.bottom + insets.bottom, trailing: existing.trailing + insets.trailing)
  }
}
