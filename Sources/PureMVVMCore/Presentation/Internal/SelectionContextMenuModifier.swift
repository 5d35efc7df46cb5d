/// Gives each row of a list with a selection a context menu built from the row's id, and
/// a primary action a tap runs; primitive.
///
/// A long press on a row tagged with an `I` opens `menu` for that id, over the screen, as
/// `.contextMenu` does. The menu receives the pressed row's id alone: the selection the
/// row may be part of is not read.
nonisolated struct SelectionContextMenuModifier<I: Hashable>: ViewModifier {
  typealias Body = Never
  let menu: (Set<I>) -> AnyView
  let primaryAction: ((Set<I>) -> Void)?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let opened = context.primitiveState(Set<I>?.none)
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      giveMenus(to: &elements[index], opened: opened)
    }
    guard let ids = opened.wrappedValue else { return }
    let menu = menu
    EmptyView()
      .modifier(
        PresentationModifier(
          style: { _ in .contextMenu }, presented: { true },
          setDismissed: { opened.wrappedValue = nil }, onDismiss: nil,
          content: { menu(ids) }, message: nil)
      )
      ._resolve(in: context.child(1), into: &elements)
  }

  /// Gives `element`, if it is a row tagged with an `I`, or the rows in it (a list, its
  /// sections, a row a list decorated), a long press that opens the menu and a tap that
  /// runs the primary action.
  private func giveMenus(to element: inout Element, opened: Binding<Set<I>?>) {
    if let id = element.handlers?.tag?.base as? I, !element.kind.isPresentation {
      let opening = GestureHandler(priority: .normal) { event in
        event.kind == .longPress ? [{ opened.wrappedValue = [id] }] : nil
      }
      GestureModifier.attach(opening, to: &element)
      if let primaryAction { element.action = { primaryAction([id]) } }
      return
    }
    switch element.kind {
    case .list, .section, .hStack, .vStack:
      element.changeEachChild { giveMenus(to: &$0, opened: opened) }
    default:
      return
    }
  }
}

extension View {
  /// Gives the rows of a list with a selection a context menu built from the pressed
  /// row's id, and a primary action, like SwiftUI's
  /// `contextMenu(forSelectionType:menu:primaryAction:)`.
  ///
  /// A test opens the menu with a long press on a row (`find(text:).longPress()`) and runs
  /// the primary action with a tap on it (`find(text:).tap()`).
  ///
  /// - Parameters:
  ///   - itemType: The type of the rows' ids.
  ///   - menu: Builds the menu for the ids pressed.
  ///   - primaryAction: Runs with the id of a tapped row.
  /// - Returns: The view.
  nonisolated public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    modifier(
      SelectionContextMenuModifier(menu: { AnyView(menu($0)) }, primaryAction: primaryAction))
  }
}
