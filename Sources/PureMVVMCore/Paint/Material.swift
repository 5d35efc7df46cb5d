/// A translucent material, like SwiftUI's `Material`.
public struct Material: ShapeStyle {
  private let thickness: String

  /// The thinnest material.
  public static let ultraThinMaterial = Material(thickness: "ultraThin")
  /// A thin material.
  public static let thinMaterial = Material(thickness: "thin")
  /// The regular material.
  public static let regularMaterial = Material(thickness: "regular")
  /// A thick material.
  public static let thickMaterial = Material(thickness: "thick")
  /// The thickest material.
  public static let ultraThickMaterial = Material(thickness: "ultraThick")
  /// The material of bars.
  public static let bar = Material(thickness: "bar")
  /// The thinnest material, as SwiftUI names it on `Material`.
  public static let ultraThin = ultraThinMaterial
  /// A thin material.
  public static let thin = thinMaterial
  /// The regular material.
  public static let regular = regularMaterial
  /// A thick material.
  public static let thick = thickMaterial
  /// The thickest material.
  public static let ultraThick = ultraThickMaterial

  /// The material.
  public var _paint: Paint { .material(thickness) }
}
