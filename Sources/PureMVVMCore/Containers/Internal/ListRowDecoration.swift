/// What a list adds to its rows while edited or selectable.
///
/// While editing: a delete control (`⊖`) before each deletable row and a handle (`☰`)
/// after each movable one; a circle (`○`, `✓` when selected) before each row of a set
/// selection. A check (`✓`) after the selected row of a single selection. It also makes
/// each tagged row selectable (`selectRow`): always for a single selection, while editing
/// for a set.
///
/// A decorated row becomes a row of the marks and the row itself; the row keeps its
/// handlers, so the inspector still finds it by its first text.
@MainActor
struct ListRowDecoration<Value: Hashable> {
  let isEditing: Bool
  let selection: RowSelection<Value>?
  let context: ResolveContext

  /// Whether any row may change: editing, or a selection.
  var isNeeded: Bool { isEditing || selection != nil }

  /// Decorates the rows in `rows` from `first`, and those of sections among them.
  func decorate(_ rows: inout [Element], from first: Int) {
    for index in first..<rows.endIndex {
      if case .section = rows[index].kind {
        decorateSection(&rows[index])
      } else {
        decorateRow(&rows[index])
      }
    }
  }

  private func decorateSection(_ section: inout Element) {
    section.changeEachChild { child in
      let part = child.box.value.part
      guard part != .header, part != .footer else { return }
      decorateRow(&child)
    }
  }

  private func decorateRow(_ row: inout Element) {
    guard !row.kind.isPresentation else { return }
    if case .disclosure = row.control?.face {
      // An outline group's children are rows too.
      row.changeEachChild { child in
        if child.box.value.part != .title { decorateRow(&child) }
      }
    }
    var leading: [Element] = []
    var trailing: [Element] = []
    let base = context.child(row.identity)
    if let selection, !row.box.value.isSelectionDisabled,
      let tag = row.handlers?.tag?.base as? Value
    {
      let selected = selection.contains(tag)
      if !selection.isMultiple || isEditing {
        row.withHandlers { $0.selectRow = { selection.select(tag) } }
      }
      if selection.isMultiple, isEditing {
        let symbol = selected ? "checkmark.circle.fill" : "circle"
        mark(symbol, selected ? "Selected" : "Not selected", in: base.child(1), to: &leading)
      } else if !selection.isMultiple, selected {
        mark("checkmark", "Selected", in: base.child(2), to: &trailing)
      }
    }
    if isEditing, selection?.isMultiple != true, row.isDeletable {
      mark("minus.circle.fill", "Delete", color: .red, in: base.child(3), to: &leading)
    }
    if isEditing, row.handlers?.rowMove != nil {
      mark("line.3.horizontal", "Reorder", in: base.child(4), to: &trailing)
    }
    guard !leading.isEmpty || !trailing.isEmpty else { return }
    var children = leading
    children.append(row)
    if !trailing.isEmpty {
      Spacer()._resolve(in: base.child(5), into: &children)
      children += trailing
    }
    row = Element(.hStack, children: children, context: base)
  }

  /// Appends a symbol read aloud as the button `label`, in `color` if given.
  private func mark(
    _ symbol: String, _ label: String, color: Color? = nil, in context: ResolveContext,
    to marks: inout [Element]
  ) {
    // Read as the controls they are in SwiftUI ("Delete, button"), not as pictures.
    Image(systemName: symbol).foregroundColor(color).accessibilityLabel(label)
      .accessibilityRemoveTraits(.isImage).accessibilityAddTraits(.isButton)
      ._resolve(in: context, into: &marks)
  }
}
