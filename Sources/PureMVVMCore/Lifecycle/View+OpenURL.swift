import Foundation

extension View {
  /// Handles URLs opened in the app, like SwiftUI's `onOpenURL(perform:)`: a test opens
  /// one with `DesignInspector.open(_:)`, which runs the action of every view on screen
  /// that handles URLs.
  ///
  /// - Parameter action: What to do with the URL.
  /// - Returns: The view.
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(OpenURLHandlerModifier(action: action))
  }

  /// Opens the links in this view in the app's own browser, or not, like SwiftUI's
  /// `onOpenURL(prefersInApp:)` (iOS 26): it sets the environment's `openURL` to an action
  /// that hands every URL to the system with that preference (which hosts ignore).
  ///
  /// - Parameter prefersInApp: Whether links open in the app.
  /// - Returns: The view.
  nonisolated public func onOpenURL(prefersInApp: Bool) -> some View {
    environment(\.openURL, OpenURLAction { _ in .systemAction(prefersInApp: prefersInApp) })
  }
}

/// Attaches a URL handler to the first element of its content; primitive.
nonisolated struct OpenURLHandlerModifier: ViewModifier {
  typealias Body = Never
  let action: (URL) -> Void

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard first < elements.endIndex else { return }
    let action = action
    elements[first].withHandlers { handlers in
      let inner = handlers.openURL
      handlers.openURL = { url in
        inner?(url)
        action(url)
      }
    }
  }
}
