extension View {
  /// Hides the titles of controls below, as SwiftUI's `labelsHidden()` does.
  ///
  /// Renderers draw the controls without their titles; the inspector still finds them by
  /// title, as VoiceOver still reads it.
  ///
  /// - Returns: The view.
  nonisolated public func labelsHidden() -> some View {
    inheriting { $0.areLabelsHidden = true }
  }

  /// Shows or hides the titles of the controls inside, like SwiftUI's
  /// `labelsVisibility(_:)`: `.hidden` hides them as ``labelsHidden()`` does, `.visible`
  /// shows them again inside a view that hides them.
  ///
  /// - Parameter visibility: Whether they show.
  /// - Returns: The view.
  nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
    environment(\.labelsVisibility, visibility)
      .inheriting { if visibility != .automatic { $0.areLabelsHidden = visibility == .hidden } }
  }

  /// Sets the size of controls below.
  ///
  /// - Parameter controlSize: The size.
  /// - Returns: The view.
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
    inheriting { $0.controlSize = controlSize }
  }

  /// Sets the keyboard text fields below ask for.
  ///
  /// - Parameter type: The keyboard.
  /// - Returns: The view.
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
    inheriting { $0.keyboardType = type }
  }

  /// Tells autofill what text fields below hold.
  ///
  /// - Parameter textContentType: The content type.
  /// - Returns: The view.
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
    inheriting { $0.textContentType = textContentType }
  }

  /// Sets when text fields below capitalise.
  ///
  /// - Parameter autocapitalization: The rule.
  /// - Returns: The view.
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  )
    -> some View
  {
    inheriting { $0.autocapitalization = autocapitalization }
  }

  /// Turns autocorrection off below.
  ///
  /// - Parameter disable: Whether to.
  /// - Returns: The view.
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    inheriting { $0.isAutocorrectionDisabled = disable }
  }

  /// Turns autocorrection off below (the older name).
  ///
  /// - Parameter disable: Whether to.
  /// - Returns: The view.
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
    autocorrectionDisabled(disable ?? false)
  }

  /// Sets the label of the Return key for text fields below.
  ///
  /// - Parameter submitLabel: The label.
  /// - Returns: The view.
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    inheriting { $0.submitLabel = submitLabel }
  }

  /// Turns scrolling off below.
  ///
  /// - Parameter disabled: Whether to.
  /// - Returns: The view.
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
    inheriting { $0.isScrollDisabled = disabled }
  }

  /// Shows or hides the background of lists and forms below.
  ///
  /// - Parameter visibility: Whether it shows.
  /// - Returns: The view.
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
    inheriting { $0.scrollContentBackground = visibility }
  }

  /// Sets the platter colour of this list row on watchOS (SwiftUI deprecates it); a
  /// watch is not a host here, so it changes nothing.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The view, unchanged.
  nonisolated public func listRowPlatterColor(_ color: Color?) -> some View {
    self
  }

  /// Sets the background of this list row.
  ///
  /// - Parameter view: The background; its colour is recorded.
  /// - Returns: The view.
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
    let paint = (view as? any ShapeStyle)?._paint
    return attributing { $0.listRowBackground = paint }
  }

  /// Shows or hides this list row's separator.
  ///
  /// - Parameters:
  ///   - visibility: Whether it shows.
  ///   - edges: Accepted.
  /// - Returns: The view.
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    attributing { $0.listRowSeparator = visibility }
  }

  /// Sets this list row's insets; accepted.
  ///
  /// - Parameter insets: The insets.
  /// - Returns: The view.
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    self
  }

  /// Runs `action` when the view is tapped `count` times; the inspector taps it with
  /// `tap()` (or `tap(count:)`) on the view or any text inside it, the console with
  /// `tap <text>`.
  ///
  /// A single tap is the view's action, which a button or toggle inside it keeps for
  /// itself; other counts are a ``TapGesture``.
  ///
  /// - Parameters:
  ///   - count: The taps it takes; below 1, it is never recognised.
  ///   - action: What tapping does.
  /// - Returns: The view.
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  {
    modifier(TapGestureModifier(action: action, count: count))
  }
}

/// Gives the elements its content produces, and their descendants without an action of
/// their own, a tap action; primitive.
nonisolated struct TapGestureModifier: ViewModifier {
  typealias Body = Never
  let action: () -> Void
  let count: Int

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    guard count == 1 else {
      let taps = TapGesture(count: count)
      let handler = GestureHandler(priority: .normal) { [action] event in
        taps._recognize(event).map { _ in [action] }
      }
      GestureModifier(handler: handler, mask: .all)
        ._resolve(content: content, in: context, into: &elements)
      return
    }
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex { Self.attach(action, to: &elements[index]) }
  }

  private static func attach(_ action: @escaping () -> Void, to element: inout Element) {
    guard element.action == nil, element.input == nil else { return }
    element.action = action
    element.withHandlers { $0.isTapGesture = true }
    element.changeEachChild { attach(action, to: &$0) }
  }
}
