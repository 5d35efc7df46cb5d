/// What a content shape applies to, like SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  /// The kinds, as bits.
  public let rawValue: Int

  /// Kinds from bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Where taps and gestures land.
  public static let interaction = ContentShapeKinds(rawValue: 1)
  /// The preview of a drag.
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  /// The preview of a context menu.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  /// A hover effect.
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  /// A focus effect.
  public static let focusEffect = ContentShapeKinds(rawValue: 16)
  /// The accessibility frame.
  public static let accessibility = ContentShapeKinds(rawValue: 32)
}
