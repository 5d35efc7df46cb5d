import Foundation

#if !canImport(Darwin)
  /// Says how far a date is from another in words ("2 hours ago", "yesterday"), as
  /// Foundation's `RelativeDateTimeFormatter` on Apple platforms, which Linux's Foundation
  /// lacks.
  ///
  /// It formats with Foundation's `Date.AnchoredRelativeFormatStyle`, which Linux has, so
  /// the words follow ``locale``. If Linux's Foundation gains one, this one must go, as the two would clash.
  public final class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    // Safe to send: every stored setting lives in `settings`, whose reads and writes hold
    // its lock, and formatting reads a copy.

    /// Whether a date may be named ("yesterday") or is always numeric ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
      /// Always numeric.
      case numeric = 0
      /// Named where the language has a word.
      case named = 1
    }

    /// How long the units' names are.
    public enum UnitsStyle: Int, Sendable {
      /// "2 hours ago".
      case full = 0
      /// "two hours ago".
      case spellOut = 1
      /// "2 hr. ago".
      case short = 2
      /// "2h ago".
      case abbreviated = 3
    }

    private struct Settings {
      var dateTimeStyle = DateTimeStyle.numeric
      var unitsStyle = UnitsStyle.full
      var formattingContext = Formatter.Context.unknown
      var calendar = Calendar.current
      var locale = Locale.current
    }

    private let settings = Locked(Settings())

    /// Whether dates may be named.
    public var dateTimeStyle: DateTimeStyle {
      get { settings.withLock { $0.dateTimeStyle } }
      set { settings.withLock { $0.dateTimeStyle = newValue } }
    }

    /// How long the units' names are.
    public var unitsStyle: UnitsStyle {
      get { settings.withLock { $0.unitsStyle } }
      set { settings.withLock { $0.unitsStyle = newValue } }
    }

    /// Where the text goes, which decides its capitals: accepted.
    public var formattingContext: Formatter.Context {
      get { settings.withLock { $0.formattingContext } }
      set { settings.withLock { $0.formattingContext = newValue } }
    }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The calendar dates are counted in; `nil` sets the current one.
    public var calendar: Calendar! {
      get { settings.withLock { $0.calendar } }
      set { settings.withLock { $0.calendar = newValue ?? .current } }
    }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The language and region of the words; `nil` sets the current one.
    public var locale: Locale! {
      get { settings.withLock { $0.locale } }
      set { settings.withLock { $0.locale = newValue ?? .current } }
    }

    /// A formatter in the current locale: numeric, full units.
    public override init() {
      super.init()
    }

    /// Not decodable here.
    ///
    /// - Parameter coder: The coder.
    public required init?(coder: NSCoder) {
      nil
    }

    /// How far `date` is from `referenceDate`: "2 hours ago", "in 3 days".
    ///
    /// - Parameters:
    ///   - date: The date described.
    ///   - referenceDate: The date it is described from.
    /// - Returns: The words.
    public func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      let current = settings.withLock { $0 }
      let style = Date.AnchoredRelativeFormatStyle(
        anchor: date,
        presentation: current.dateTimeStyle == .named ? .named : .numeric,
        unitsStyle: Self.formatUnits(current.unitsStyle), locale: current.locale,
        calendar: current.calendar)
      return style.format(referenceDate)
    }

    /// How far a moment `timeInterval` seconds from now is: "in 5 minutes".
    ///
    /// - Parameter timeInterval: Seconds from now, negative for the past.
    /// - Returns: The words.
    public func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let now = Date()
      let interval = timeInterval.isFinite ? timeInterval : 0
      return localizedString(for: now.addingTimeInterval(interval), relativeTo: now)
    }

    /// How far a moment `dateComponents` from now is: "in 2 weeks".
    ///
    /// - Parameter dateComponents: The components from now.
    /// - Returns: The words.
    public func localizedString(from dateComponents: DateComponents) -> String {
      let now = Date()
      let date = calendar.date(byAdding: dateComponents, to: now) ?? now
      return localizedString(for: date, relativeTo: now)
    }

    /// The words for a date, relative to now, as a formatter's `string(for:)`.
    ///
    /// - Parameter obj: A `Date`.
    /// - Returns: The words, or `nil` for anything but a date.
    public override func string(for obj: Any?) -> String? {
      guard let date = obj as? Date else { return nil }
      return localizedString(for: date, relativeTo: Date())
    }

    private static func formatUnits(_ style: UnitsStyle)
      -> Date.AnchoredRelativeFormatStyle.UnitsStyle
    {
      switch style {
      case .full: .wide
      case .spellOut: .spellOut
      case .short: .abbreviated
      case .abbreviated: .narrow
      }
    }
  }
#endif
