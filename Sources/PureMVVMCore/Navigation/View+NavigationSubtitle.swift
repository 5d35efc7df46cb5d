extension View {
  /// Shows a second line under the screen's navigation title, like SwiftUI's
  /// `navigationSubtitle(_:)` (iOS 26).
  ///
  /// - Parameter subtitle: The subtitle.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func navigationSubtitle(_ subtitle: some StringProtocol) -> some View {
    modifier(NavigationSubtitleModifier(subtitle: Text(subtitle)))
  }

  /// Shows a second line under the screen's navigation title.
  ///
  /// - Parameter subtitleKey: The subtitle.
  /// - Returns: The view.
  nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    modifier(NavigationSubtitleModifier(subtitle: Text(subtitleKey)))
  }

  /// Shows a second line of text under the screen's navigation title.
  ///
  /// - Parameter subtitle: The subtitle.
  /// - Returns: The view.
  nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View {
    modifier(NavigationSubtitleModifier(subtitle: subtitle))
  }
}

/// Records a navigation subtitle on the screen below; primitive.
nonisolated struct NavigationSubtitleModifier: ViewModifier {
  typealias Body = Never
  let subtitle: Text

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var subtitleElements: [Element] = []
    subtitle._resolve(in: context.child(1), into: &subtitleElements)
    let text = Element.title(of: subtitleElements)
    content.inheriting { $0.navigationSubtitle = text }._resolve(
      in: context.child(0), into: &elements)
  }
}
