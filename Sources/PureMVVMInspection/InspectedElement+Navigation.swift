import Foundation
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
    Element.visit(presentation.childElements) {
      isDisabled = isDisabled || $0.attributes.isInteractiveDismissDisabled
    }
    guard !isDisabled else { throw query.error(.dismissDisabled) }
    dismiss()
  }

  /// The detent this presented sheet rests at; `.large` unless its content sets
  /// `.presentationDetents`, `nil` for an element that is not a sheet.
  public var detent: PresentationDetent? {
    switch element.kind.presentationStyle {
    case .sheet?, .popover?: element.sheetDetails?.selectedDetent ?? .large
    default: nil
    }
  }

  /// How this presented sheet is shown, as its content's presentation modifiers set it
  /// (detents, drag indicator, background, corners…); `nil` when they set nothing.
  public var presentationDetails: PresentationDetails? {
    element.sheetDetails
  }

  /// Drags this presented sheet to `detent`, one of those its content sets with
  /// `.presentationDetents` (which writes its `selection:` binding).
  ///
  /// - Parameter detent: The detent.
  /// - Throws: ``InspectionError`` if the sheet is gone, sets no detents, or `detent` is
  ///   not one of them.
  public func selectDetent(_ detent: PresentationDetent) throws(InspectionError) {
    defer { inspector.invalidate() }
    let sheet = try query.match(visibleIn: inspector.index)
    guard let details = sheet.sheetDetails, let select = sheet.selectDetent else {
      throw query.error(.invalidValue("\(detent): the sheet sets no detents"))
    }
    guard details.detents.contains(detent) else {
      let detents = details.detents.map(\.description).joined(separator: ", ")
      throw query.error(.invalidValue("\(detent): its detents are \(detents)"))
    }
    select(detent)
  }

  /// Chooses `files` in this presented file panel (`.fileImporter`, `.fileMover`), as the
  /// user would: the panel's `isPresented` becomes `false`, then its `onCompletion` runs.
  ///
  /// - Parameter files: The files chosen: one for a single-file panel, one or more else.
  /// - Throws: ``InspectionError`` if the element is not a file panel, or it does not take
  ///   that many files.
  public func choose(_ files: [URL]) throws(InspectionError) {
    defer { inspector.invalidate() }
    let panel = try query.match(visibleIn: inspector.index)
    guard let choose = panel.chooseFiles else {
      throw query.error(.invalidValue("\(files.count) files: it is not a file panel"))
    }
    guard choose(files) else {
      throw query.error(.invalidValue("\(files.count) files: the panel does not take that many"))
    }
  }

  /// Selects this tab.
  func selectTab() throws(InspectionError) {
    let tabView = try query.match(visibleIn: inspector.index)
    guard let index = tabView.kind.tabTitles?.firstIndex(of: query.label),
      let select = tabView.handlers?.selectTab
    else { throw query.error(.notTappable) }
    try query.requireTouchable(tabView)
    guard !tabView.hidesTabBar else { throw query.error(.tabBarHidden) }
    select(index)
  }
}
