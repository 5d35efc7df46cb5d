import PureMVVMCore
import PureMVVMRendering

/// What a ``DesignInspector`` looks for: a kind of element and its label.
struct ElementQuery: Equatable {
  enum Kind: Hashable {
    case text
    /// Controls whose role has this name (``ControlRole/name``).
    case control(name: String)
    case row
    case navigationLink
    case tab
    case presentation
    case identifier

    /// What errors call the kind: `"text"`, `"toggle"`, `"presented view"`.
    var name: String {
      switch self {
      case .text: "text"
      case .control(let name): name
      case .row: "row"
      case .navigationLink: "navigation link"
      case .tab: "tab"
      case .presentation: "presented view"
      case .identifier: "identifier"
      }
    }
  }

  let kind: Kind
  let label: String

  init(kind: Kind, label: String) {
    self.kind = kind
    self.label = label
  }

  /// A query for the control of `role` titled `label`.
  init(role: ControlRole, label: String) {
    self.init(kind: .control(name: role.name), label: label)
  }

  /// The label a text editor is found by when it has none of its own.
  static let textEditorLabel = "Text editor"

  /// The label of `element` if it is of this query's kind, whatever its label.
  func candidateLabel(of element: Element) -> String? {
    switch kind {
    case .text: return element.string ?? element.kind.navigationTitle
    case .control(let name):
      guard let control = element.control, control.role.name == name else { return nil }
      if case .textArea = control.face, control.title.isEmpty { return Self.textEditorLabel }
      return control.title
    case .row: return element.isActionableRow ? Self.firstText(in: element) ?? "" : nil
    case .identifier: return element.accessibility?.identifier
    case .navigationLink:
      guard case .navigationLink = element.kind else { return nil }
      return Self.firstText(in: element) ?? element.linkTitle
    case .presentation:
      switch element.kind.presentationStyle {
      case .alert(let title)?, .confirmationDialog(let title, _)?: return title
      case .sheet?, .fullScreenCover?, .popover?:
        return Element.screenTitle(in: element.childElements)
      case .contextMenu?: return "Context menu"
      case nil: return nil
      }
    case .tab: return nil
    }
  }

  /// Every label `element` answers to for this query's kind: the titles of a tab view's
  /// tabs for a tab query, else the candidate label and, for a control or link, the
  /// accessibility label VoiceOver reads instead (as XCUITest finds elements by it).
  func candidateLabels(of element: Element) -> [String] {
    if kind == .tab, let tabs = element.kind.tabTitles { return tabs }
    guard let label = candidateLabel(of: element) else { return [] }
    switch kind {
    case .control, .navigationLink:
      if let spoken = element.accessibility?.label, spoken != label { return [label, spoken] }
      return [label]
    default:
      return [label]
    }
  }

  /// The one element of the visible screen in `index` that matches; when none does but one
  /// is under a presentation, an error says what covers it.
  ///
  /// - Throws: ``InspectionError`` when none or several match.
  func match(visibleIn index: ElementIndex) throws(InspectionError) -> Element {
    if kind == .presentation { return try match(in: index.candidates(for: kind, in: .all)) }
    do {
      return try match(in: index.candidates(for: kind, in: .visible))
    } catch  where error.reason == .notFound {
      guard let style = index.layers.layers.last?.kind.presentationStyle,
        (try? match(in: index.candidates(for: kind, in: .covered))) != nil
      else { throw error }
      throw self.error(.covered(by: style.name))
    }
  }

  /// The first text in `element` or its descendants, outside the actions a swipe shows
  /// beside a row.
  private static func firstText(in element: Element) -> String? {
    if let text = element.string { return text }
    for child in element.childElements where child.box.value.part != .actions {
      if let text = firstText(in: child) { return text }
    }
    return nil
  }

  /// An element a query of some kind can match, with the label it answers to.
  struct Candidate {
    let label: String
    let element: Element
  }

  /// Every element in `elements` (searched depth first) a query of this kind can match,
  /// whatever its label; a tab view once per tab.
  func candidates(in elements: [Element]) -> [Candidate] {
    var candidates: [Candidate] = []
    func add(_ element: Element) {
      for label in candidateLabels(of: element) {
        candidates.append(Candidate(label: label, element: element))
      }
    }
    // Only controls are a control query's candidates: elements holding none are skipped.
    if case .control = kind {
      Element.visitControls(elements[...], add)
    } else {
      Element.visit(elements, intoControlLabels: kind != .text, add)
    }
    return candidates
  }

  /// Swaps, in `list` gathered by a query of this kind, each old element of
  /// `counterparts` for its new one, labelled again.
  ///
  /// - Returns: Whether it could: not when an element's labels are now more or fewer, or
  ///   when the list cannot find an element by position.
  func swapCandidates(
    in list: CandidateList, for counterparts: [(old: Element, new: Element)]
  ) -> Bool {
    for pair in counterparts {
      let labels = candidateLabels(of: pair.new)
      guard labels.count == candidateLabels(of: pair.old).count else { return false }
      guard labels.isEmpty || list.replace(pair.old, with: pair.new, labelled: labels) else {
        return false
      }
    }
    return true
  }

  /// The one candidate in `list` whose label is this query's.
  ///
  /// - Throws: ``InspectionError`` when none or several match, listing the candidates.
  func match(in list: CandidateList) throws(InspectionError) -> Element {
    let (count, element) = list.matches(label)
    guard count == 1, let element else {
      let reason: InspectionError.Reason = count == 0 ? .notFound : .ambiguous(count: count)
      throw error(reason, candidates: list.candidates.map(\.label))
    }
    return element
  }

  /// Checks that a touch reaches `element`, found by this query.
  ///
  /// - Throws: ``InspectionError`` if it is disabled or does not receive touches.
  func requireTouchable(_ element: Element) throws(InspectionError) {
    guard !element.isDisabled else { throw error(.disabled) }
    guard element.attributes.allowsHitTesting else { throw error(.notHitTestable) }
  }

  func error(_ reason: InspectionError.Reason, candidates: [String] = []) -> InspectionError {
    InspectionError(reason: reason, kind: kind.name, label: label, candidates: candidates)
  }
}
