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
