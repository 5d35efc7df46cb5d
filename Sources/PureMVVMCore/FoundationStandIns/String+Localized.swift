import Foundation

#if !canImport(Darwin)
  extension String {
    /// The localized form of `keyAndValue`, as Foundation's `String(localized:)` on Apple
    /// platforms.
    ///
    /// Here it is the text itself, as a host has no string tables (the locale decides
    /// formatting, not words). Foundation's own wins if it gains one.
    ///
    /// - Parameters:
    ///   - keyAndValue: The text, with its interpolations.
    ///   - table: The string table; ignored.
    ///   - bundle: The bundle; ignored.
    ///   - locale: The locale; ignored.
    ///   - comment: A note for translators; ignored.
    @_disfavoredOverload
    public init(
      localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = keyAndValue
    }

    /// The localized form of the text for `key`, or `defaultValue`; here `defaultValue`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - defaultValue: The text.
    ///   - table: The string table; ignored.
    ///   - bundle: The bundle; ignored.
    ///   - locale: The locale; ignored.
    ///   - comment: A note for translators; ignored.
    @_disfavoredOverload
    public init(
      localized key: StaticString, defaultValue: String, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = defaultValue
    }
  }
#endif
