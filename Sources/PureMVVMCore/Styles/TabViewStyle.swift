/// A built-in look for tab views, like SwiftUI's `TabViewStyle`.
///
/// As in SwiftUI, the family is closed: a type of your own conforms only by implementing
/// the underscored requirement, which SwiftUI does not offer; use the built-in styles. Elements
/// record the look in `attributes.tabViewStyle`; paged looks are drawn as pages with an
/// index, the others as tabs.
public protocol TabViewStyle: Sendable {
  /// The look, as elements record it.
  var _look: TabViewLook { get }
  /// When a paged style shows its page index; `nil` for other styles.
  var _pageIndexDisplay: PageTabViewStyle.IndexDisplayMode? { get }
}

/// The look a tab view style records.
public enum TabViewLook: String, Sendable, Equatable {
  /// `.automatic`: the default look.
  case automatic
  /// `.page`: pages swiped sideways.
  case page
  /// `.tabBarOnly`: a tab bar, never a sidebar.
  case tabBarOnly
  /// `.sidebarAdaptable`: a tab bar that can become a sidebar.
  case sidebarAdaptable
  /// `.grouped`: grouped tabs.
  case grouped
  /// `.verticalPage`: pages swiped vertically.
  case verticalPage
}

/// The default look for tab views.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}

  /// ``TabViewLook/automatic``.
  public var _look: TabViewLook { .automatic }
}

/// The `.page` look for tab views: pages swiped sideways, with an index.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page index shows, like SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
  public struct IndexDisplayMode: Sendable, Hashable {
    private let name: String

    /// Shown when there is more than one page.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always shown.
    public static let always = IndexDisplayMode(name: "always")
    /// Never shown.
    public static let never = IndexDisplayMode(name: "never")
  }

  /// When the page index shows.
  public let indexDisplayMode: IndexDisplayMode

  /// Creates the style.
  ///
  /// - Parameter indexDisplayMode: When the page index shows.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  /// ``TabViewLook/page``.
  public var _look: TabViewLook { .page }

  /// When the page index shows.
  public var _pageIndexDisplay: IndexDisplayMode? { indexDisplayMode }
}

/// The `.tabBarOnly` look for tab views.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}

  /// ``TabViewLook/tabBarOnly``.
  public var _look: TabViewLook { .tabBarOnly }
}

/// The `.sidebarAdaptable` look for tab views.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}

  /// ``TabViewLook/sidebarAdaptable``.
  public var _look: TabViewLook { .sidebarAdaptable }
}

/// The `.grouped` look for tab views.
public struct GroupedTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}

  /// ``TabViewLook/grouped``.
  public var _look: TabViewLook { .grouped }
}

/// The `.verticalPage` look for tab views.
public struct VerticalPageTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}

  /// ``TabViewLook/verticalPage``.
  public var _look: TabViewLook { .verticalPage }
}

extension TabViewStyle {
  /// Not a paged style: no page index.
  public var _pageIndexDisplay: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default look.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages swiped sideways, with an index shown when there is more than one.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages swiped sideways.
  ///
  /// - Parameter indexDisplayMode: When the page index shows.
  /// - Returns: The style.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar, never a sidebar.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that can become a sidebar.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == GroupedTabViewStyle {
  /// Grouped tabs.
  public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() }
}

extension TabViewStyle where Self == VerticalPageTabViewStyle {
  /// Pages swiped vertically.
  public static var verticalPage: VerticalPageTabViewStyle { VerticalPageTabViewStyle() }
}

extension View {
  /// Sets the look of tab views below, in this view and every container inside it.
  ///
  /// A paged tab view (`.page`) shows its selected page with a page index (`● ○ ○`)
  /// instead of a tab bar; a test swipes with `inspector.swipe(toPage:)`.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let look = style._look
    let display = style._pageIndexDisplay
    return inheriting {
      $0.tabViewStyle = look
      $0.pageIndexDisplay = display
    }
  }
}
