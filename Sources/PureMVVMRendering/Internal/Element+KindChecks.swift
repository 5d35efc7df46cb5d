import PureMVVMCore

extension Element {
  /// Whether the element is a spacer; a pattern match, cheaper than `kind == .spacer`
  /// (the derived `==` of another module is a call that copies both kinds).
  var isSpacer: Bool {
    if case .spacer = kind { true } else { false }
  }

  /// Whether the element is a section.
  var isSection: Bool {
    if case .section = kind { true } else { false }
  }

  /// Whether the element is a row of a grid.
  var isGridRow: Bool {
    if case .gridRow = kind { true } else { false }
  }

  /// Whether the element is a toolbar.
  var isToolbar: Bool {
    if case .toolbar = kind { true } else { false }
  }
}
