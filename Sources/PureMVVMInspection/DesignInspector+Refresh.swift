import PureMVVMCore

extension DesignInspector {
  /// Pulls the first refreshable view on screen down (`.refreshable`), and returns when
  /// its refresh does.
  ///
  /// - Throws: ``InspectionError`` when nothing on screen refreshes.
  public func refresh() async throws(InspectionError) {
    let action = try refreshAction()
    await action()
    invalidate()
  }

  /// Refreshes like ``refresh()``, but waits `limit` at most: past it, `overran` runs and
  /// the refresh goes on in the background.
  func refresh(before limit: Duration, overran: () -> Void) async throws(InspectionError) {
    let action = try refreshAction()
    let refresh = Task { @MainActor in await action() }
    if await !refresh.finishes(before: .now + limit) { overran() }
    invalidate()
  }

  /// The refresh of the first refreshable view on screen.
  private func refreshAction() throws(InspectionError) -> @MainActor () async -> Void {
    var found: Element?
    Element.visit(visibleElements) { element in
      if found == nil, element.handlers?.refresh != nil { found = element }
    }
    let query = ElementQuery(kind: .identifier, label: "")
    guard let found, let refresh = found.handlers?.refresh else {
      throw query.error(.notRefreshable)
    }
    guard found.attributes.allowsHitTesting else { throw query.error(.notHitTestable) }
    return refresh
  }
}
