import Foundation

/// The tabs a person has hidden in an iPad's sidebar or tab bar, like SwiftUI's
/// `TabViewCustomization` (iOS 18), kept by customization identifier.
///
/// A host draws a phone's tab bar, which is not customised, so a customization is kept
/// and saved (it is `Codable`, for `@AppStorage`) but changes nothing drawn.
public struct TabViewCustomization: Equatable, Codable, Sendable {
  /// What a person changed about one tab.
  public struct TabCustomization: Equatable, Sendable {
    /// Whether the tab shows in the sidebar.
    public var sidebarVisibility: Visibility = .automatic
    /// Whether the tab shows in the tab bar; read-only, as in SwiftUI.
    public internal(set) var tabBarVisibility: Visibility = .automatic
  }

  /// The tabs changed, by customization identifier.
  private var tabs: [String: StoredTab] = [:]

  /// A customization that changes nothing.
  public init() {}

  /// What a person changed about the tab with customization identifier `id`.
  ///
  /// - Parameter id: The tab's customization identifier.
  public subscript(tab id: String) -> TabCustomization {
    get { tabs[id]?.customization ?? TabCustomization() }
    set { tabs[id] = newValue == TabCustomization() ? nil : StoredTab(newValue) }
  }

  /// Whether the tab with customization identifier `id` shows in the sidebar.
  ///
  /// - Parameter id: The tab's customization identifier.
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { self[tab: id].sidebarVisibility }
    set { self[tab: id].sidebarVisibility = newValue }
  }

  /// Shows every tab in the sidebar as the tab view declares it again.
  public mutating func resetVisibility() {
    for id in tabs.keys { self[tab: id].sidebarVisibility = .automatic }
  }

  /// One tab's visibilities as saved: by name (`"hidden"`), so an unknown one reads as
  /// automatic.
  private struct StoredTab: Equatable, Codable, Sendable {
    var sidebar: String
    var tabBar: String

    init(_ customization: TabCustomization) {
      sidebar = Self.name(customization.sidebarVisibility)
      tabBar = Self.name(customization.tabBarVisibility)
    }

    var customization: TabCustomization {
      TabCustomization(
        sidebarVisibility: Self.visibility(sidebar), tabBarVisibility: Self.visibility(tabBar))
    }

    private static func name(_ visibility: Visibility) -> String {
      switch visibility {
      case .visible: "visible"
      case .hidden: "hidden"
      default: "automatic"
      }
    }

    private static func visibility(_ name: String) -> Visibility {
      switch name {
      case "visible": .visible
      case "hidden": .hidden
      default: .automatic
      }
    }
  }
}

extension View {
  /// Keeps the tab customizations a person makes in `customization`; accepted, as a
  /// host's tab bar is not customised.
  ///
  /// - Parameter customization: Where they are kept.
  /// - Returns: The view.
  nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?)
    -> some View
  {
    self
  }
}

extension AppStorage where Value == TabViewCustomization {
  /// Stores a tab view customization under `key`, as JSON; data that does not decode reads
  /// as `wrappedValue`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when nothing is stored.
  ///   - key: The defaults key.
  ///   - store: The defaults to use; the host's private store by default.
  public init(
    wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil
  ) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { defaults, key in
        defaults.data(forKey: key).flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
      },
      encode: { defaults, key, value in
        defaults.set(try? JSONEncoder().encode(value), forKey: key)
      })
  }
}
