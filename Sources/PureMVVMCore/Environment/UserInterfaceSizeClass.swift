/// How much room a dimension of the screen has, like SwiftUI's `UserInterfaceSizeClass`:
/// read as `@Environment(\.horizontalSizeClass)` and `\.verticalSizeClass`.
///
/// A host derives both from its ``Device``: a width of 700 points or more is regular
/// across (a tablet, a large phone on its side), a height of 500 or more regular down (any
/// phone upright). `.environment(\.horizontalSizeClass, .regular)` sets one for a subtree.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room: a phone's width.
  case compact
  /// Ample room: a tablet's width, or a phone's height upright.
  case regular
}

extension EnvironmentValues {
  /// How much room the screen has across; the host's device decides it.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// How much room the screen has down; the host's device decides it.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

extension Device {
  /// The size class across: regular from 700 points wide.
  public var horizontalSizeClass: UserInterfaceSizeClass {
    size.width >= 700 ? .regular : .compact
  }

  /// The size class down: regular from 500 points tall.
  public var verticalSizeClass: UserInterfaceSizeClass {
    size.height >= 500 ? .regular : .compact
  }
}

private enum HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { nil }
}

private enum VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { nil }
}
