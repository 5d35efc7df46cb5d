import PureMVVMCore

extension DesignInspector {
  /// The page a paged tab view on screen (`.tabViewStyle(.page)`) shows, counted from 0;
  /// `nil` without one.
  public var currentPage: Int? {
    pagedViews.last?.kind.selectedTab
  }

  /// Swipes the paged tab view on screen (the last found, depth first: the innermost of
  /// nested ones) to the page at `index`, counted from 0, as swiping across it page by
  /// page would.
  ///
  /// - Parameter index: The page.
  /// - Throws: ``InspectionError`` when no paged tab view is on screen, it has no page at
  ///   `index`, or the page did not change (a bound selection whose pages are not tagged
  ///   with its type).
  public func swipe(toPage index: Int) throws(InspectionError) {
    defer { invalidate() }
    let query = ElementQuery(kind: .tab, label: "page \(index)")
    guard let paged = pagedViews.last, let select = paged.handlers?.selectTab else {
      throw query.error(.notFound)
    }
    try query.requireTouchable(paged)
    let count = paged.kind.tabTitles?.count ?? 0
    guard (0..<count).contains(index) else {
      throw query.error(.invalidValue("\(index): the pages run from 0 to \(count - 1)"))
    }
    select(index)
    invalidate()
    guard currentPage == index else {
      throw query.error(
        .invalidValue("\(index): its pages are not tagged with the selection's type"))
    }
  }

  /// The paged tab views on screen, outermost first.
  private var pagedViews: [Element] {
    var paged: [Element] = []
    Element.visit(visibleElements) { element in
      let look = element.attributes.tabViewStyle
      if element.kind.tabTitles != nil, look == .page || look == .verticalPage {
        paged.append(element)
      }
    }
    return paged
  }
}
