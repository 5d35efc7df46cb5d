import PureMVVMCore

extension Element {
  /// Whether an element takes all the width it is offered, as SwiftUI's fields, toggles,
  /// sliders, lists, colours and shapes do, and stacks holding one.
  var expandsHorizontally: Bool {
    if let box = layoutBox {
      if box.fills { return true }
      if box.fixedWidth != nil { return false }
    }
    switch kind {
    case .divider, .list, .form, .navigation, .color, .shape, .navigationStack, .tabView:
      return true
    case .control(let control):
      switch control.face {
      case .textBox, .secureBox, .textArea, .onOffSwitch, .track, .levelMeter: return true
      case .progressBar(let fraction): return fraction != nil
      case .disclosure: return children.contains(where: \.expandsHorizontally)
      default: return false
      }
    case .zStack:
      return children.contains {
        $0.attributeBox.value.part != .decoration && $0.expandsHorizontally
      }
    case .vStack, .section, .grid, .gridRow, .navigationLink:
      return children.contains(where: \.expandsHorizontally)
    case .hStack:
      return children.contains { $0.isSpacer || $0.expandsHorizontally }
    default:
      return false
    }
  }
}

extension Element {
  /// Whether the element is a stack or grid, whose children it lays out.
  var isStack: Bool {
    switch kind {
    case .vStack, .hStack, .zStack, .grid, .gridRow: true
    default: false
    }
  }
}
