/// A built-in look for tab views, like SwiftUI's `TabViewStyle`.
///
/// As in SwiftUI, the family is closed: a type of your own conforms only by implementing
/// the underscored requirement, which SwiftUI does not offer; use the built-in styles. Elements
/// record the look in `attributes.tabViewStyle`; every look is drawn as tabs.
public protocol TabViewStyle: Sendable {
  /// The look, as elements record it.
  var _look: TabViewLook { get }
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
  public struct IndexDisplayMode: Sendable, Equatable {
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
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let look = style._look
    return inheriting { $0.tabViewStyle = look }
  }
}
