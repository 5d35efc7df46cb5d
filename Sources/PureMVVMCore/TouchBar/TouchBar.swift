/// The views a Mac's Touch Bar shows while a view has the focus, like macOS's `TouchBar`.
///
/// Hosts have no Touch Bar: the content is accepted, not built or drawn.
public nonisolated struct TouchBar<Content: View> {
  /// Creates a Touch Bar of `content`.
  ///
  /// - Parameter content: The views.
  public init(@ViewBuilder content: () -> Content) {}

  /// Creates a Touch Bar of `content` that the user may customise.
  ///
  /// - Parameters:
  ///   - id: What identifies the bar.
  ///   - content: The views.
  public init(id: String, @ViewBuilder content: () -> Content) {}
}

/// Whether a Touch Bar item must show, shows at first, or may be added, like macOS's
/// `TouchBarItemPresence`; each case names the item for customisation.
public enum TouchBarItemPresence: Sendable {
  /// Always shown.
  case required(String)
  /// Shown at first; the user may remove it.
  case `default`(String)
  /// Hidden at first; the user may add it.
  case optional(String)
}

extension View {
  /// Sets the Touch Bar shown while this view has the focus; accepted, as hosts have none.
  ///
  /// - Parameter content: The Touch Bar's views.
  /// - Returns: The view.
  nonisolated public func touchBar<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    self
  }

  /// Sets the Touch Bar shown while this view has the focus; accepted, as hosts have none.
  ///
  /// - Parameter touchBar: The Touch Bar.
  /// - Returns: The view.
  nonisolated public func touchBar<Content: View>(_ touchBar: TouchBar<Content>) -> some View {
    self
  }

  /// Makes this Touch Bar item the bar's centred, principal one; accepted.
  ///
  /// - Parameter principal: Whether it is the principal item.
  /// - Returns: The view.
  nonisolated public func touchBarItemPrincipal(_ principal: Bool = true) -> some View {
    self
  }

  /// Names this Touch Bar item in the customisation palette; accepted.
  ///
  /// - Parameter label: The name.
  /// - Returns: The view.
  nonisolated public func touchBarCustomizationLabel(_ label: Text) -> some View {
    self
  }

  /// Sets whether this Touch Bar item must show or may be customised; accepted.
  ///
  /// - Parameter presence: The presence.
  /// - Returns: The view.
  nonisolated public func touchBarItemPresence(_ presence: TouchBarItemPresence) -> some View {
    self
  }
}
