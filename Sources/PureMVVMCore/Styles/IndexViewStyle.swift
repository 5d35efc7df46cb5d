/// A built-in look for the page index of paged views, like SwiftUI's `IndexViewStyle`.
///
/// As in SwiftUI, the family is closed: use the built-in style below. The index
/// is not drawn, so the style is accepted and changes nothing.
public protocol IndexViewStyle: Sendable {
  /// The look, for the family to stay closed.
  var _look: IndexViewLook { get }
}

/// The look an index view style stands for.
public enum IndexViewLook: String, Sendable, Equatable {
  /// `.page`: dots.
  case page
}

/// The `.page` look for page indexes: dots.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the index draws a background, like SwiftUI's
  /// `PageIndexViewStyle.BackgroundDisplayMode`.
  public struct BackgroundDisplayMode: Sendable, Hashable {
    private let name: String

    /// As the platform decides.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// While the user interacts with the index.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  /// When the index draws a background.
  public let backgroundDisplayMode: BackgroundDisplayMode

  /// Creates the style.
  ///
  /// - Parameter backgroundDisplayMode: When the index draws a background.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }

  /// ``IndexViewLook/page``.
  public var _look: IndexViewLook { .page }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Dots, with a background as `backgroundDisplayMode` says.
  ///
  /// - Parameter backgroundDisplayMode: When the index draws a background.
  /// - Returns: The style.
  public static func page(
    backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode
  ) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// Sets the look of the page indexes of paged tab views below: `.page(backgroundDisplayMode:
  /// .always)` draws the index on a backdrop, `( ● ○ )`.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    let background = (style as? PageIndexViewStyle)?.backgroundDisplayMode
    return inheriting { $0.pageIndexBackground = background }
  }
}
