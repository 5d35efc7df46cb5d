/// How big a sheet is, like SwiftUI's `PresentationSizing` (iOS 18); accepted: a host
/// draws sheets at the width of the screen.
public protocol PresentationSizing: Sendable {}

/// The system's sizing: `.form` on iOS, like SwiftUI's `AutomaticPresentationSizing`.
public struct AutomaticPresentationSizing: PresentationSizing {}
/// About a page of paper, like SwiftUI's `PagePresentationSizing`.
public struct PagePresentationSizing: PresentationSizing {}
/// A little narrower than a page, like SwiftUI's `FormPresentationSizing`.
public struct FormPresentationSizing: PresentationSizing {}
/// The content's ideal size, like SwiftUI's `FittedPresentationSizing`.
public struct FittedPresentationSizing: PresentationSizing {}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The system's sizing.
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// About a page of paper.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// A little narrower than a page.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// The content's ideal size.
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
  /// This sizing, fitted to the content along the axes named; accepted.
  ///
  /// - Parameters:
  ///   - horizontal: Whether to fit the width.
  ///   - vertical: Whether to fit the height.
  /// - Returns: The sizing.
  public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
    self
  }

  /// This sizing, growing but never shrinking along the axes named; accepted.
  ///
  /// - Parameters:
  ///   - horizontal: Whether the width sticks.
  ///   - vertical: Whether the height sticks.
  /// - Returns: The sizing.
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
    self
  }
}

extension View {
  /// Sets how big the sheet this view is the content of is, like SwiftUI's
  /// `presentationSizing(_:)` (iOS 18); accepted.
  ///
  /// - Parameter sizing: The sizing, such as `.form` or `.page`.
  /// - Returns: The view.
  nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    self
  }
}
