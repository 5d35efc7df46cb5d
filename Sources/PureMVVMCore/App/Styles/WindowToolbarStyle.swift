/// How a window's toolbar sits in its title bar, like SwiftUI's `WindowToolbarStyle` (macOS);
/// recorded.
public protocol WindowToolbarStyle: Sendable {}

/// The platform’s usual toolbar.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
  /// Creates the style.
  public init() {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
  /// The platform’s usual toolbar.
  public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

/// A toolbar below the title.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
  /// Creates the style.
  public init() {}
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
  /// A toolbar below the title.
  public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

/// A toolbar sharing the title bar.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
  /// Whether the title shows.
  public let showsTitle: Bool

  /// Creates the style, the title shown.
  public init() {
    showsTitle = true
  }

  /// Creates the style, showing the title or not.
  ///
  /// - Parameter showsTitle: Whether the title shows.
  public init(showsTitle: Bool) {
    self.showsTitle = showsTitle
  }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  /// A toolbar sharing the title bar.
  public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
}

/// A compact toolbar sharing the title bar.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
  /// Whether the title shows.
  public let showsTitle: Bool

  /// Creates the style, the title shown.
  public init() {
    showsTitle = true
  }

  /// Creates the style, showing the title or not.
  ///
  /// - Parameter showsTitle: Whether the title shows.
  public init(showsTitle: Bool) {
    self.showsTitle = showsTitle
  }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  /// A compact toolbar sharing the title bar.
  public static var unifiedCompact: UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle()
  }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  /// A toolbar sharing the title bar, showing the title or not.
  ///
  /// - Parameter showsTitle: Whether the title shows.
  /// - Returns: The style.
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
    UnifiedWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  /// A compact toolbar sharing the title bar, showing the title or not.
  ///
  /// - Parameter showsTitle: Whether the title shows.
  /// - Returns: The style.
  public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
  }
}
