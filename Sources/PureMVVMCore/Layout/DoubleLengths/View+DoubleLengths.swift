import Foundation

/// Lengths given as `Double?`, which compiled before lengths became `CGFloat` as in
/// SwiftUI.
///
/// Swift converts a `Double` to a `CGFloat` on its own but not a `Double?` to a
/// `CGFloat?`, so a design that passes an optional `Double` would stop compiling. These
/// forms take it; they are disfavoured, so literals, `.infinity` and `CGFloat` values
/// pick SwiftUI's own forms. Where they can, they take the first length without a
/// default, so a call that gives none never weighs them.
extension View {
  /// Adds space inside some of the view's edges, from an optional `Double`.
  ///
  /// - Parameters:
  ///   - edges: The sides.
  ///   - length: Points; `nil` for the default, 16.
  /// - Returns: The padded view.
  @_disfavoredOverload
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: Double?) -> some View {
    padding(edges, length.map { CGFloat($0) })
  }

  /// Gives the view a fixed size, from optional `Double`s.
  ///
  /// - Parameters:
  ///   - width: Points; `nil` keeps the view's own.
  ///   - height: Points; `nil` keeps the view's own.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The framed view.
  @_disfavoredOverload
  nonisolated public func frame(
    width: Double?, height: Double? = nil, alignment: Alignment = .center
  )
    -> some View
  {
    frame(
      width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }, alignment: alignment)
  }

  /// Gives the view a fixed height, from an optional `Double`.
  ///
  /// - Parameters:
  ///   - height: Points; `nil` keeps the view's own.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The framed view.
  @_disfavoredOverload
  nonisolated public func frame(height: Double?, alignment: Alignment = .center) -> some View {
    frame(width: nil, height: height.map { CGFloat($0) }, alignment: alignment)
  }

  /// Gives the view a flexible size, from optional `Double`s.
  ///
  /// - Parameters:
  ///   - minWidth: The least width.
  ///   - idealWidth: The width it would like.
  ///   - maxWidth: The greatest width; `.infinity` to fill.
  ///   - minHeight: The least height.
  ///   - idealHeight: The height it would like.
  ///   - maxHeight: The greatest height.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The framed view.
  @_disfavoredOverload
  nonisolated public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let points = { (value: Double?) in value.map { CGFloat($0) } }
    return frame(
      minWidth: points(minWidth), idealWidth: points(idealWidth), maxWidth: points(maxWidth),
      minHeight: points(minHeight), idealHeight: points(idealHeight),
      maxHeight: points(maxHeight), alignment: alignment)
  }

  /// Sets the view's aspect ratio from an optional `Double`, and how it fills its frame.
  ///
  /// - Parameters:
  ///   - aspectRatio: Width over height; `nil` keeps the view's own.
  ///   - contentMode: Fit or fill.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func aspectRatio(_ aspectRatio: Double?, contentMode: ContentMode) -> some View
  {
    self.aspectRatio(aspectRatio.map { CGFloat($0) }, contentMode: contentMode)
  }
}
