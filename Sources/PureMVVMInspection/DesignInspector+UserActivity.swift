import Foundation
import PureMVVMCore

extension DesignInspector {
  /// Hands the app an activity the user started elsewhere, as Handoff or a search result
  /// does: runs the `.onContinueUserActivity` action for its type of every view on screen,
  /// under presentations too, in reading order, innermost first on one view.
  ///
  /// - Parameter activity: The activity.
  /// - Throws: ``InspectionError`` when no view on screen continues activities of its type.
  public func continueUserActivity(_ activity: NSUserActivity) throws(InspectionError) {
    defer { invalidate() }
    var handlers: [(NSUserActivity) -> Bool] = []
    Element.visit(index.layers.all) { element in
      if let handler = element.handlers?.continueActivity { handlers.append(handler) }
    }
    var isContinued = false
    for handler in handlers {
      if handler(activity) { isContinued = true }
    }
    guard isContinued else {
      throw ElementQuery(kind: .identifier, label: activity.activityType).error(
        .continuesNoActivity)
    }
  }
}
