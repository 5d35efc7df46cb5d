import PureMVVMCore

extension DesignInspector {
  /// Pulls the first refreshable view on screen down (`.refreshable`), and returns when
  /// its refresh does.
  ///
  /// - Throws: ``InspectionError`` when nothing on screen refreshes.
  public func refresh() async throws(InspectionError) {
    var found: (@MainActor () async -> Void)?
    Element.visit(visibleElements) { element in
      if found == nil { found = element.handlers?.refresh }
    }
    guard let found else {
      throw ElementQuery(kind: .identifier, label: "").error(.notRefreshable)
    }
    await found()
    invalidate()
  }
}
