import Foundation

extension EnvironmentValues {
  /// The locale views format with: `en_US` unless set, so renders never depend on the
  /// machine.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone views format dates in: GMT (UTC+0) unless set.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The calendar views use: Gregorian, in ``locale`` and ``timeZone`` unless set.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// Light or dark appearance: light unless set.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether literal texts show in a pseudo-locale, `[Ĺöĝîñ ··]`; `false` unless set.
  ///
  /// Literals are accented and about 40% longer, as a long translation would be. Data
  /// shown with `Text(verbatim:)` or a `String` value is left as it is.
  public var isPseudoLocalized: Bool {
    get { storedIsPseudoLocalized }
    set { storedIsPseudoLocalized = newValue }
  }

  /// Dismisses the presentation this view is in; does nothing outside one.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Opens URLs for links; does nothing unless set (hosts never leave the design).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Whether the view is in a presented sheet, cover, popover or a pushed screen.
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// The navigation stack the view is in, if any.
  var navigation: NavigationContext? {
    get { storedNavigation }
    set { storedNavigation = newValue }
  }

  /// The store `@AppStorage` reads and writes unless it names one; `nil` means the
  /// host's private store (never the machine's defaults).
  public var defaultAppStorage: UserDefaults? {
    get { self[AppStorageKey.self] }
    set { self[AppStorageKey.self] = newValue }
  }
}

private enum LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private enum TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone {
    TimeZone(identifier: "GMT") ?? TimeZone(secondsFromGMT: 0) ?? .current
  }
}

private enum CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = LocaleKey.defaultValue
    calendar.timeZone = TimeZoneKey.defaultValue
    return calendar
  }
}

private enum ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

private enum DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

private enum OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

private enum IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

private enum AppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}
