/// A way to render a preview for ``assertSnapshots(of:variants:record:directory:filePath:sourceLocation:)-(PreviewProvider.Type,_,_,_,_,_)``
/// and ``assertNoTruncation(of:variants:sourceLocation:)-(PreviewProvider.Type,_,_)``: a width, and whether literal
/// texts are pseudo-localized (`EnvironmentValues.isPseudoLocalized`).
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
  /// The rendering width, frame included.
  public let width: Int
  /// Whether literal texts show accented and about 40% longer (`[Ĺöĝîñ ··]`).
  public let isPseudoLocalized: Bool

  /// Creates a variant.
  ///
  /// - Parameters:
  ///   - width: The rendering width, frame included.
  ///   - isPseudoLocalized: Whether literal texts are pseudo-localized.
  public init(width: Int, isPseudoLocalized: Bool = false) {
    self.width = width
    self.isPseudoLocalized = isPseudoLocalized
  }

  /// The preview at `width` columns.
  ///
  /// - Parameter width: The rendering width, frame included.
  /// - Returns: The variant.
  public static func width(_ width: Int) -> Self {
    Self(width: width)
  }

  /// The preview pseudo-localized, at `width` columns.
  ///
  /// - Parameter width: The rendering width, frame included; 32 by default.
  /// - Returns: The variant.
  public static func pseudoLocalized(width: Int = 32) -> Self {
    Self(width: width, isPseudoLocalized: true)
  }

  /// A narrow phone, a wide window, and the narrow phone with long translations.
  public static let standard: [Self] = [.width(32), .width(80), .pseudoLocalized(width: 32)]

  /// How the variant names itself in snapshot names and failures: `32 columns`,
  /// `32 columns, pseudo-localized`.
  public var description: String {
    "\(width) columns" + (isPseudoLocalized ? ", pseudo-localized" : "")
  }
}
