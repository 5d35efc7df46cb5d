import Foundation

/// How much of an interpolated value a log shows, like the os module's `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
  /// What a redacted value becomes instead of `<private>`.
  public struct Mask: Equatable, Sendable {
    let isHash: Bool

    /// A hash of the value, so equal values can be matched without being shown.
    public static let hash = Mask(isHash: true)
    /// No mask: `<private>`.
    public static let none = Mask(isHash: false)
  }

  enum Level: Equatable, Sendable {
    case auto, `public`, `private`, sensitive
  }

  let level: Level
  let mask: Mask

  /// Strings and objects are redacted; numbers and Booleans are shown.
  public static let auto = OSLogPrivacy(level: .auto, mask: .none)
  /// The value is shown.
  public static let `public` = OSLogPrivacy(level: .public, mask: .none)
  /// The value is redacted.
  public static let `private` = OSLogPrivacy(level: .private, mask: .none)
  /// The value is redacted, always.
  public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

  /// The automatic rule, redacted values masked by `mask`.
  ///
  /// - Parameter mask: The mask.
  /// - Returns: The privacy.
  public static func auto(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .auto, mask: mask)
  }

  /// Redacted, masked by `mask`.
  ///
  /// - Parameter mask: The mask.
  /// - Returns: The privacy.
  public static func `private`(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .private, mask: mask)
  }

  /// Always redacted, masked by `mask`.
  ///
  /// - Parameter mask: The mask.
  /// - Returns: The privacy.
  public static func sensitive(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .sensitive, mask: mask)
  }

  /// `text` as the log shows it: itself, `<private>`, or a masked hash.
  ///
  /// - Parameters:
  ///   - text: The value's text.
  ///   - isScalar: Whether the value is a number or Boolean, which `.auto` shows.
  /// - Returns: The text shown.
  func shown(_ text: String, isScalar: Bool) -> String {
    switch level {
    case .public: return text
    case .auto where isScalar: return text
    case .auto, .private, .sensitive:
      return mask.isHash ? "<mask.hash: '\(Self.hash(of: text))'>" : "<private>"
    }
  }

  /// A stable hash of `text` (FNV-1a, 64 bits), in base 64.
  private static func hash(of text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return withUnsafeBytes(of: value.bigEndian) { bytes in
      Data(bytes).base64EncodedString()
    }
  }
}
