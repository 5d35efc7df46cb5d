import Foundation

extension Path {
  /// The outline of the path's stroke in `style`, like SwiftUI's `strokedPath(_:)`: a
  /// path whose filling covers what stroking this one would, with the style's width,
  /// caps, joins (a miter only within its limit) and dashes.
  ///
  /// Curves are followed in short straight segments, and the outline is made of many
  /// overlapping closed subpaths, one for each segment, join and cap, all turning the same
  /// way: fill it with the non-zero rule. A width that is not positive and finite gives
  /// an empty path.
  ///
  /// - Parameter style: The stroke's style.
  /// - Returns: The outline.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    StrokeOutline.path(stroking: self, style: style)
  }
}
