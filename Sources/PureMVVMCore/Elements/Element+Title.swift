extension Element {
  /// The words a label's elements show, to name the control they label: its texts joined
  /// by spaces, or, without text, its images' names.
  static func title(of label: [Element]) -> String {
    var texts: [String] = []
    var images: [String] = []
    ElementQuery.visit(label) { element in
      switch element.kind {
      case .text(let text) where !text.isEmpty: texts.append(text)
      case .image(let name, _): images.append(name)
      default: break
      }
    }
    return (texts.isEmpty ? images : texts).joined(separator: " ")
  }

  /// Whether the label is just its title as plain text, so renderers may show the title.
  static func isPlainText(_ label: [Element]) -> Bool {
    label.count == 1 && label.first.map { if case .text = $0.kind { true } else { false } } == true
  }
}

extension Element {
  /// The title a control carries in its kind, if it is a titled control.
  var title: String? {
    switch kind {
    case .button(let title), .menu(let title), .navigation(let title):
      return title
    case .toggle(let title, _), .picker(let title, _), .stepper(let title, _),
      .datePicker(let title, _), .gauge(let title, _), .link(let title, _),
      .disclosureGroup(let title, _), .textField(let title, _), .secureField(let title, _):
      return title
    case .slider(let title, _, _):
      return title
    case .progress(let title, _):
      return title
    default:
      return nil
    }
  }
}
