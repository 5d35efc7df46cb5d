import PureMVVMCore

extension Element {
  /// Whether an element takes all the width it is offered, as SwiftUI's fields, toggles,
  /// sliders, lists, colours and shapes do, and stacks holding one.
  var expandsHorizontally: Bool {
    if let box = layoutBox {
      if box.fills { return true }
      if box.fixedWidth != nil { return false }
    }
    return drawing.expandsHorizontally(self)
  }

  /// Whether the element is a stack or grid, whose children it lays out.
  var isStack: Bool { drawing.isStack }
}
