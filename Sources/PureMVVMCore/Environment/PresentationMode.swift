/// Whether the view is presented, and how to dismiss it: the iOS 13 form SwiftUI
/// deprecates in favour of `isPresented` and `dismiss`, read as
/// `@Environment(\.presentationMode)`.
public struct PresentationMode {
  /// Whether the view is in a presented sheet, cover, popover or a pushed screen.
  public let isPresented: Bool
  /// Dismisses what presented the view.
  let dismissAction: DismissAction

  /// Dismisses the presentation the view is in (pops a pushed screen); does nothing
  /// outside one.
  @MainActor
  public mutating func dismiss() {
    dismissAction()
  }
}

extension EnvironmentValues {
  /// Whether the view is presented and how to dismiss it (the iOS 13 form); setting it
  /// changes nothing.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
