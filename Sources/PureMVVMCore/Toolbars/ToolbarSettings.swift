/// How a screen's bars look, as the toolbar modifiers set it.
///
/// Recorded for tests (`element.attributes.toolbar`). Hidden bars are not drawn;
/// backgrounds, colour schemes and roles are recorded only.
///
/// Each dictionary is keyed by the bar, `.automatic` read as `.navigationBar`.
public struct ToolbarSettings: Hashable, Sendable {
  /// Whether each bar shows (`.toolbar(_:for:)`, `.toolbarVisibility(_:for:)`).
  public var visibility: [ToolbarPlacement: Visibility] = [:]
  /// Each bar's background (`.toolbarBackground(_:for:)` with a style).
  public var background: [ToolbarPlacement: Paint] = [:]
  /// Whether each bar's background shows (`.toolbarBackground(_:for:)` with a visibility,
  /// `.toolbarBackgroundVisibility(_:for:)`).
  public var backgroundVisibility: [ToolbarPlacement: Visibility] = [:]
  /// Each bar's colour scheme (`.toolbarColorScheme(_:for:)`); absent: the system's.
  public var colorScheme: [ToolbarPlacement: ColorScheme] = [:]
  /// What the toolbar is for (`.toolbarRole(_:)`).
  public var role: ToolbarRole?
  /// The items the system adds that the screen removes (`.toolbar(removing:)`).
  public var removedItems: Set<ToolbarDefaultItemKind> = []
  /// How a search field in the toolbar shows (`.searchToolbarBehavior(_:)`).
  public var searchBehavior: SearchToolbarBehavior?

  /// Settings with nothing set.
  public init() {}

  /// Whether `bar` is hidden.
  public func hides(_ bar: ToolbarPlacement) -> Bool {
    visibility[bar.onIOS] == .hidden
  }

  /// Sets `value` for each of `bars` (`.automatic` when none) in `table`.
  static func set<Value>(
    _ value: Value?, for bars: [ToolbarPlacement], in table: inout [ToolbarPlacement: Value]
  ) {
    for bar in bars.isEmpty ? [.automatic] : bars { table[bar.onIOS] = value }
  }
}
