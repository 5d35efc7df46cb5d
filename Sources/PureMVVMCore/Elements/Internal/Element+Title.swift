extension Element {
  /// The words a label's elements show, to name the control they label: its texts joined
  /// by spaces, or, without text, its images' names.
  package static func title(of label: some Collection<Element>) -> String {
    // Most labels are one text (`Button("Guardar")`): its string is the title.
    if label.count == 1, let text = label.first?.string, !text.isEmpty { return text }
    var texts = ""
    var images = ""
    collectTitle(of: label, texts: &texts, images: &images)
    return texts.isEmpty ? images : texts
  }

  /// Appends the texts, control titles and image names in `elements` and their
  /// descendants, in order.
  ///
  /// Each goes after a space unless it is the first. Runs for every link and control a
  /// design resolves, so it builds no arrays.
  private static func collectTitle(
    of elements: some Collection<Element>, texts: inout String, images: inout String
  ) {
    for element in elements {
      if let text = element.string, !text.isEmpty {
        if !texts.isEmpty { texts += " " }
        texts += text
      } else if let name = element.kind.imageName {
        if !images.isEmpty { images += " " }
        images += name
      } else if let title = element.control?.title, !title.isEmpty {
        // A control inside a label (a progress view in a button) reads as its title.
        if !texts.isEmpty { texts += " " }
        texts += title
        continue
      }
      collectTitle(of: element.childElements, texts: &texts, images: &images)
    }
  }

  /// Whether the label is just its title as plain text, so renderers may show the title.
  package static func isPlainText(_ label: some Collection<Element>) -> Bool {
    label.count == 1 && label.first?.string != nil
  }
}

extension Element {
  /// The title a control carries, or a navigation title.
  package var title: String? {
    kind.navigationTitle ?? control?.title
  }
}

extension Element {
  /// The navigation title of a screen: the first `.navigationTitle` among `elements`,
  /// outside nested stacks and presentations.
  package static func navigationTitle(in elements: some Collection<Element>) -> String? {
    for element in elements {
      if let title = element.kind.navigationTitle { return title }
      if !element.kind.holdsScreens, let title = navigationTitle(in: element.childElements) {
        return title
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
  package static func screenTitle(in elements: some ElementCollection) -> String {
    for element in elements {
      if let title = element.kind.stackTitles?.last, !title.isEmpty { return title }
    }
    if let title = navigationTitle(in: elements) { return title }
    var first: String?
    Element.visit(elements) { element in
      if first == nil { first = element.string }
    }
    return first ?? ""
  }
}
