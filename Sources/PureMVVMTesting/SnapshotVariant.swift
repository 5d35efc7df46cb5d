import Foundation
import PureMVVMCore

/// A way to render a preview for ``assertSnapshots(of:variants:record:directory:filePath:sourceLocation:)-(PreviewProvider.Type,_,_,_,_,_)``
/// and ``assertNoTruncation(of:variants:sourceLocation:)-(PreviewProvider.Type,_,_)``: a width, and whether literal
/// texts are pseudo-localized (`EnvironmentValues.isPseudoLocalized`).
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
  /// The rendering width, frame included.
  public let width: Int
  /// Whether literal texts show accented and about 40% longer (`[Ĺöĝîñ ··]`).
  public let isPseudoLocalized: Bool
  /// The horizontal size class, or `nil` for the host's.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// The dynamic type size, or `nil` for the default, `.large`.
  public var dynamicTypeSize: DynamicTypeSize?
  /// The colour scheme, or `nil` for the default, `.light`.
  public var colorScheme: ColorScheme?
  /// The locale, or `nil` for the default, `en_US`.
  public var locale: Locale?

  /// Creates a variant.
  ///
  /// - Parameters:
  ///   - width: The rendering width, frame included.
  ///   - isPseudoLocalized: Whether literal texts are pseudo-localized.
  ///   - horizontalSizeClass: The horizontal size class, or `nil` for the host's.
  ///   - dynamicTypeSize: The dynamic type size, or `nil` for the default.
  ///   - colorScheme: The colour scheme, or `nil` for the default.
  ///   - locale: The locale, or `nil` for the default.
  public init(
    width: Int, isPseudoLocalized: Bool = false,
    horizontalSizeClass: UserInterfaceSizeClass? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
    colorScheme: ColorScheme? = nil, locale: Locale? = nil
  ) {
    self.width = width
    self.isPseudoLocalized = isPseudoLocalized
    self.horizontalSizeClass = horizontalSizeClass
    self.dynamicTypeSize = dynamicTypeSize
    self.colorScheme = colorScheme
    self.locale = locale
  }

  /// The preview with a dynamic type size, at `width` columns.
  ///
  /// - Parameters:
  ///   - size: The size, such as `.accessibility3`.
  ///   - width: The rendering width, frame included; 32 by default.
  /// - Returns: The variant.
  public static func dynamicType(_ size: DynamicTypeSize, width: Int = 32) -> Self {
    Self(width: width, dynamicTypeSize: size)
  }

  /// The preview in a colour scheme, at `width` columns.
  ///
  /// - Parameters:
  ///   - scheme: The scheme, such as `.dark`.
  ///   - width: The rendering width, frame included; 32 by default.
  /// - Returns: The variant.
  public static func colorScheme(_ scheme: ColorScheme, width: Int = 32) -> Self {
    Self(width: width, colorScheme: scheme)
  }

  /// The preview in a locale, at `width` columns: dates and numbers follow it.
  ///
  /// - Parameters:
  ///   - locale: The locale, such as `Locale(identifier: "es_ES")`.
  ///   - width: The rendering width, frame included; 32 by default.
  /// - Returns: The variant.
  public static func locale(_ locale: Locale, width: Int = 32) -> Self {
    Self(width: width, locale: locale)
  }

  /// The preview with a horizontal size class, at `width` columns.
  ///
  /// - Parameters:
  ///   - sizeClass: The size class, such as `.regular` for a tablet.
  ///   - width: The rendering width, frame included; 80 by default.
  /// - Returns: The variant.
  public static func horizontalSizeClass(_ sizeClass: UserInterfaceSizeClass, width: Int = 80)
    -> Self
  {
    Self(width: width, horizontalSizeClass: sizeClass)
  }

  /// Sets the variant's settings in `environment`.
  func apply(to environment: inout EnvironmentValues) {
    environment.isPseudoLocalized = isPseudoLocalized
    if let horizontalSizeClass { environment.horizontalSizeClass = horizontalSizeClass }
    if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
    if let colorScheme { environment.colorScheme = colorScheme }
    if let locale { environment.locale = locale }
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
    var words = ["\(width) columns"]
    if isPseudoLocalized { words.append("pseudo-localized") }
    if let horizontalSizeClass { words.append("\(horizontalSizeClass) width") }
    if let dynamicTypeSize { words.append("\(dynamicTypeSize)") }
    if let colorScheme { words.append("\(colorScheme)") }
    if let locale { words.append(locale.identifier) }
    return words.joined(separator: ", ")
  }
}
