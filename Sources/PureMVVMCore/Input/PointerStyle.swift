import Foundation

/// How the pointer looks over a view, like SwiftUI's `PointerStyle` (macOS 15).
///
/// A host has no pointer: the style is accepted.
public struct PointerStyle: Hashable, Sendable {
  let name: String

  /// The system's arrow.
  public static let `default` = PointerStyle(name: "default")
  /// An open hand, over something that can be dragged.
  public static let grabIdle = PointerStyle(name: "grabIdle")
  /// A closed hand, while dragging.
  public static let grabActive = PointerStyle(name: "grabActive")
  /// An I-beam, over text that reads across.
  public static let horizontalText = PointerStyle(name: "horizontalText")
  /// A sideways I-beam, over text that reads down.
  public static let verticalText = PointerStyle(name: "verticalText")
  /// A crosshair, for selecting a rectangle.
  public static let rectSelection = PointerStyle(name: "rectSelection")
  /// A pointing hand, over a link.
  public static let link = PointerStyle(name: "link")
  /// A magnifier with a plus.
  public static let zoomIn = PointerStyle(name: "zoomIn")
  /// A magnifier with a minus.
  public static let zoomOut = PointerStyle(name: "zoomOut")
  /// Arrows left and right, over a column's edge.
  public static let columnResize = PointerStyle(name: "columnResize")
  /// Arrows up and down, over a row's edge.
  public static let rowResize = PointerStyle(name: "rowResize")

  /// Arrows over a column's edge, pointing the ways it can move.
  ///
  /// - Parameter directions: The ways.
  /// - Returns: The style.
  public static func columnResize(directions: HorizontalDirection.Set) -> PointerStyle {
    PointerStyle(name: "columnResize(\(directions.rawValue))")
  }

  /// Arrows over a row's edge, pointing the ways it can move.
  ///
  /// - Parameter directions: The ways.
  /// - Returns: The style.
  public static func rowResize(directions: VerticalDirection.Set) -> PointerStyle {
    PointerStyle(name: "rowResize(\(directions.rawValue))")
  }

  /// An image, with the point of it that points.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - hotSpot: The point that points.
  /// - Returns: The style.
  public static func image(_ image: Image, hotSpot: UnitPoint) -> PointerStyle {
    PointerStyle(name: "image")
  }

  /// A shape of a size.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - eoFill: Whether it is filled by the even-odd rule.
  ///   - size: Its size.
  /// - Returns: The style.
  public static func shape(_ shape: some Shape, eoFill: Bool = false, size: CGSize)
    -> PointerStyle
  {
    PointerStyle(name: "shape")
  }
}
