/// Presents content over the screen while a binding says so; primitive.
///
/// The content resolves only while presented, in a context of its own (keyed by the item's
/// identity for `item:` forms), so its state lives while it is up and is dropped when it is
/// dismissed. It is outside any navigation stack behind it. Dismissing writes `false`/`nil` to the binding. `onDismiss` runs once each
/// time the content leaves the screen, however that happens: `dismiss()` (once, however
/// often it is called), the binding set to `false`/`nil` in code, or another item
/// replacing the presented one.
nonisolated struct PresentationModifier: ViewModifier {
  typealias Body = Never
  /// What is presented, from the words of its title (empty without one).
  let style: (String) -> PresentationStyle
  /// The identity of the presented item, or `nil` when nothing is presented.
  let presented: () -> AnyHashable?
  let setDismissed: () -> Void
  let onDismiss: (() -> Void)?
  let content: () -> AnyView
  /// For alerts and dialogs: their message, drawn under the title.
  let message: (() -> AnyView)?
  /// The title of an alert or dialog, resolved in the context of the view presenting it.
  var title: Text?

  @MainActor func _resolve<Wrapped: View>(
    content base: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    base._resolve(in: context.child(0), into: &elements)
    guard let identity = presented() else { return }
    let dismiss = setDismissed
    var inner = context.child(1).child(identifiedBy: identity)
    if let onDismiss {
      inner.registerLifecycle(.disappear(onDismiss), at: inner.child(4).position)
    }
    inner.environment.dismiss = DismissAction(MainActorAction(dismiss))
    inner.environment.isPresented = true
    // A presentation is not part of the navigation stack behind it: a link inside pushes
    // only onto a stack of the presentation's own.
    inner.environment.navigation = nil
    // Nor does it share the edit mode of the screen behind.
    inner.environment.editMode = nil
    // Nor its bars, subtitle or hit testing: a presentation has its own and takes touches.
    inner.environment.inheritedAttributes = inner.environment.inheritedAttributes.changing {
      $0.allowsHitTesting = true
      $0.toolbar = nil
      $0.hidesNavigationBar = false
      $0.navigationSubtitle = nil
    }
    let style = self.style(title.map { Element.string(of: $0, in: context) } ?? "")
    if style.isSystemDrawn {
      // Alerts and dialogs draw their actions as the system's buttons, whatever style the
      // presenting view set.
      inner.environment[styles: PrimitiveButtonStyleConfiguration.self] = StyleStack()
    }
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    if let message {
      let first = children.endIndex
      message()._resolve(in: inner.child(2), into: &children)
      for index in first..<children.endIndex {
        children[index].changeAttributes { $0.part = .description }
      }
    }
    content()._resolve(in: inner.child(0), into: &children)
    if case .alert = style {
      Self.finishActions(&children, dismiss: dismiss, in: inner, cancel: "OK")
    }
    if case .confirmationDialog = style {
      Self.finishActions(&children, dismiss: dismiss, in: inner, cancel: "Cancel")
    }
    if case .contextMenu = style {
      Self.finishActions(&children, dismiss: dismiss, in: inner, cancel: nil)
    }
    var element = Element(.presentation(style), children: children, context: context)
    element.withHandlers { $0.dismiss = dismiss }
    elements.append(consume element)
  }

  /// Makes every action of an alert, dialog or context menu dismiss it after running, as
  /// SwiftUI does, and adds the button SwiftUI adds: "OK" to an alert without actions,
  /// "Cancel" to a dialog without a cancel button (a menu gets none).
  @MainActor private static func finishActions(
    _ children: inout [Element], dismiss: @escaping () -> Void, in context: ResolveContext,
    cancel title: String?
  ) {
    var hasButton = false
    var hasCancel = false
    for index in children.indices where children[index].box.value.part != .description {
      Element.dismissingAfterTaps(&children[index], dismiss: dismiss) { button in
        hasButton = true
        if button.box.value.buttonRole == .cancel { hasCancel = true }
      }
    }
    guard let title, title == "OK" ? !hasButton : !hasCancel else { return }
    Button(title, role: .cancel, action: dismiss)._resolve(in: context.child(3), into: &children)
  }
}

extension Element {
  /// Makes the buttons in `element` dismiss after running their action.
  static func dismissingAfterTaps(
    _ element: inout Element, dismiss: @escaping () -> Void, found: (Element) -> Void
  ) {
    if element.control?.face == .pushButton {
      found(element)
      let action = element.action
      element.action = {
        action?()
        dismiss()
      }
      return
    }
    element.changeEachChild { dismissingAfterTaps(&$0, dismiss: dismiss, found: found) }
  }
}
