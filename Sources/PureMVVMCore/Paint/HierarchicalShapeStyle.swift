/// A level of emphasis for foreground content, like SwiftUI's `HierarchicalShapeStyle`:
/// `.foregroundStyle(.secondary)`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  /// 0 primary to 4 quinary.
  public let level: Int

  /// The default emphasis.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// Less emphasis, for supporting text such as a route's distance.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// Less than secondary.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// Less than tertiary.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The least emphasis.
  public static let quinary = HierarchicalShapeStyle(level: 4)

  /// The level of emphasis.
  public var _paint: Paint { .hierarchical(level) }
}
