extension Element {
  /// The words a label's elements show, to name the control they label: its texts joined
  /// by spaces, or, without text, its images' names.
  package static func title(of label: [Element]) -> String {
    var texts = ""
    var images = ""
    collectTitle(of: label, texts: &texts, images: &images)
    return texts.isEmpty ? images : texts
  }

  /// Appends the texts and image names in `elements` and their descendants, in order.
  ///
  /// Each goes after a space unless it is the first. Runs for every link and control a
  /// design resolves, so it builds no arrays.
  private static func collectTitle(
    of elements: [Element], texts: inout String, images: inout String
  ) {
    for element in elements {
      switch element.kind {
      case .text(let text) where !text.isEmpty:
        if !texts.isEmpty { texts += " " }
        texts += text
      case .image(let name, _):
        if !images.isEmpty { images += " " }
        images += name
      default: break
      }
      collectTitle(of: element.children, texts: &texts, images: &images)
    }
  }

  /// Whether the label is just its title as plain text, so renderers may show the title.
  package static func isPlainText(_ label: [Element]) -> Bool {
    label.count == 1 && label.first.map { if case .text = $0.kind { true } else { false } } == true
  }
}

extension Element {
  /// The element as renderers draw it: under `.labelsHidden()`, a control without its
  /// title or label views (the inspector still finds it by title).
  package var drawn: Element {
    guard box.value.areLabelsHidden, var control, control.hidesTitleWithLabels else {
      return self
    }
    var copy = self
    control.title = ""
    copy.kind = .control(control)
    if case .popUp = control.face {} else { copy.children = [] }
    return copy
  }

  /// The title a control carries, or a navigation title.
  package var title: String? {
    if case .navigation(let title) = kind { return title }
    return control?.title
  }
}

extension Element {
  /// The navigation title of a screen: the first `.navigationTitle` among `elements`,
  /// outside nested stacks and presentations.
  package static func navigationTitle(in elements: [Element]) -> String? {
    for element in elements {
      switch element.kind {
      case .navigation(let title): return title
      case .navigationStack, .presentation, .tabView: continue
      default:
        if let title = navigationTitle(in: element.children) { return title }
      }
    }
    return nil
  }
}

extension Element {
  /// The words a text shows, resolved in `context` (its locale, for formatted values).
  @MainActor
  package static func string(of text: Text, in context: ResolveContext) -> String {
    var elements: [Element] = []
    text._resolve(in: context.child(4), into: &elements)
    return title(of: elements)
  }
}

extension Element {
  /// What names a screen: the title of the top screen of its navigation stack, its
  /// navigation title, or its first text; empty if it has none.
  package static func screenTitle(in elements: [Element]) -> String {
    for element in elements {
      if case .navigationStack(let titles) = element.kind, let title = titles.last,
        !title.isEmpty
      {
        return title
      }
    }
    if let title = navigationTitle(in: elements) { return title }
    var first: String?
    Element.visit(elements) { element in
      if first == nil, case .text(let text) = element.kind { first = text }
    }
    return first ?? ""
  }
}
