import PureMVVMCore
import PureMVVMRendering

extension InspectedElement {
  /// Dismisses this presented sheet, cover, popover, alert or dialog, as swiping it away
  /// does: its binding becomes `false` or `nil`, then its `onDismiss` runs.
  ///
  /// - Throws: ``InspectionError`` if it is no longer presented, or the element is not a
  ///   presentation.
  public func dismiss() throws(InspectionError) {
    defer { inspector.invalidate() }
    let presentation = try query.match(visibleIn: inspector.index)
    guard let dismiss = presentation.handlers?.dismiss else {
      throw query.error(.nothingPresented)
    }
    var isDisabled = false
    Element.visit(presentation.children) {
      isDisabled = isDisabled || $0.attributes.isInteractiveDismissDisabled
    }
    guard !isDisabled else { throw query.error(.dismissDisabled) }
    dismiss()
  }

  /// Selects this tab.
  func selectTab() throws(InspectionError) {
    let tabView = try query.match(visibleIn: inspector.index)
    guard let index = tabView.kind.tabTitles?.firstIndex(of: query.label),
      let select = tabView.handlers?.selectTab
    else { throw query.error(.notTappable) }
    guard !tabView.isDisabled else { throw query.error(.disabled) }
    select(index)
  }
}
