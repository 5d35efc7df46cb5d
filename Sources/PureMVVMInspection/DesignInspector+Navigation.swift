import PureMVVMCore
import PureMVVMRendering

extension DesignInspector {
  /// The sheet, cover, popover, alert or dialog on top, or `nil` when nothing is presented.
  ///
  /// Its ``InspectedElement/element`` holds the presented content as children; queries
  /// search only it while it is up.
  public var presented: InspectedElement? {
    guard let top = index.layers.layers.last else { return nil }
    let label = ElementQuery(kind: .presentation, label: "").candidateLabel(of: top) ?? ""
    return InspectedElement(
      element: top, inspector: self, query: ElementQuery(kind: .presentation, label: label))
  }

  /// Dismisses what is presented on top, as swiping it away or tapping outside would.
  ///
  /// - Throws: ``InspectionError`` when nothing is presented.
  public func dismiss() throws(InspectionError) {
    guard let presented else {
      throw ElementQuery(kind: .presentation, label: "").error(.nothingPresented)
    }
    try presented.dismiss()
  }

  /// The titles of the screens of the navigation stack on screen, root first (a screen
  /// without a title is `""`); empty when there is no stack.
  public var navigationPath: [String] {
    visibleStacks.last?.kind.stackTitles ?? []
  }

  /// Goes back: pops the top screen of the navigation stack on screen, as its back button
  /// does (also when the design hides the button).
  ///
  /// - Throws: ``InspectionError`` when no stack on screen has a screen pushed.
  public func back() throws(InspectionError) {
    defer { invalidate() }
    let query = ElementQuery(kind: .navigationLink, label: "")
    guard let stack = visibleStacks.last(where: { $0.handlers?.back != nil }),
      let pop = stack.handlers?.back
    else { throw query.error(.atRoot) }
    guard stack.attributes.allowsHitTesting else { throw query.error(.notHitTestable) }
    pop()
  }

  /// The title of the selected tab of the tab view on screen, if any.
  public var selectedTab: String? {
    var selected: String?
    Element.visit(visibleElements) { element in
      if let tabs = element.kind.tabTitles, let index = element.kind.selectedTab,
        tabs.indices.contains(index)
      {
        selected = tabs[index]
      }
    }
    return selected
  }

  /// Finds the navigation link on screen whose label starts with `navigationLink`: the
  /// first text of its label (or its title).
  ///
  /// - Parameter navigationLink: The text.
  /// - Returns: The link; `tap()` pushes its screen.
  /// - Throws: ``InspectionError`` when none or several match, or one is covered.
  public func find(navigationLink: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(kind: .navigationLink, label: navigationLink))
  }

  /// Finds the tab titled `tab` of the tab view on screen.
  ///
  /// - Parameter tab: The tab's title.
  /// - Returns: The tab; `tap()` selects it.
  /// - Throws: ``InspectionError`` when no tab, or several, have the title.
  public func find(tab: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(kind: .tab, label: tab))
  }

  /// The navigation stacks on screen, outermost first.
  private var visibleStacks: [Element] {
    var stacks: [Element] = []
    Element.visit(visibleElements) { element in
      if element.kind.stackTitles != nil { stacks.append(element) }
    }
    return stacks
  }
}
