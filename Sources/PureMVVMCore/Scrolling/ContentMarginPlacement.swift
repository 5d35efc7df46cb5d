/// Where content margins apply, like SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
  /// The option's name.
  let name: String

  /// To the content and the indicators.
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }

  /// To the content only.
  public static var scrollContent: ContentMarginPlacement {
    ContentMarginPlacement(name: "scrollContent")
  }

  /// To the indicators only (drawn as nothing).
  public static var scrollIndicators: ContentMarginPlacement {
    ContentMarginPlacement(name: "scrollIndicators")
  }
}
