import Foundation

#if !canImport(Darwin)
  /// A string to localize, with where to look it up, as Foundation's
  /// `LocalizedStringResource` on Apple platforms, which Linux's Foundation lacks:
  /// `@State private var message: LocalizedStringResource = "Saved"` and `Text(message)`.
  ///
  /// Its text is its default value, as a host has no string tables; interpolations are
  /// formatted as a string's are. If Linux's Foundation gains one, this one must go, as the two would clash.
  public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
  {
    /// Which bundle's tables hold the text, like Apple's `BundleDescription`.
    public enum BundleDescription: Hashable, Sendable {
      /// The app's main bundle.
      case main
      /// The bundle at a URL.
      case atURL(URL)
    }

    /// The key the text is looked up by.
    public let key: String
    /// The text when no table has the key: here, always the text.
    public var defaultValue: String
    /// The table to look in; `nil` for `Localizable`.
    public var table: String?
    /// The locale to look up for.
    public var locale: Locale
    /// The bundle whose tables are read.
    public var bundle: BundleDescription

    /// A resource whose key and text are `keyAndValue`.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, which is also the text.
    ///   - table: The table.
    ///   - locale: The locale.
    ///   - bundle: The bundle.
    ///   - comment: A note for translators; ignored.
    public init(
      _ keyAndValue: String, table: String? = nil, locale: Locale = .current,
      bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      self.init(
        key: keyAndValue, defaultValue: keyAndValue, table: table, locale: locale,
        bundle: bundle)
    }

    /// A resource with its own key and text.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - defaultValue: The text.
    ///   - table: The table.
    ///   - locale: The locale.
    ///   - bundle: The bundle.
    ///   - comment: A note for translators; ignored.
    public init(
      _ key: StaticString, defaultValue: String, table: String? = nil,
      locale: Locale = .current, bundle: BundleDescription = .main,
      comment: StaticString? = nil
    ) {
      self.init(
        key: "\(key)", defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    private init(
      key: String, defaultValue: String, table: String?, locale: Locale,
      bundle: BundleDescription
    ) {
      self.key = key
      self.defaultValue = defaultValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// A resource written as a literal.
    ///
    /// - Parameter value: The key and text.
    public init(stringLiteral value: String) {
      self.init(value)
    }

    /// A resource written as a literal with interpolations, formatted as a text's are:
    /// `"Updated \(date, format: .dateTime.hour().minute())"`.
    ///
    /// - Parameter stringInterpolation: The parts.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
      self.init(LocalizedStringKey(stringInterpolation: stringInterpolation).text)
    }

    /// The text.
    public var description: String { defaultValue }
  }

  extension String {
    /// The localized text of `resource`: here its default value.
    ///
    /// - Parameter resource: The resource.
    public init(localized resource: LocalizedStringResource) {
      self = resource.defaultValue
    }
  }
#endif
