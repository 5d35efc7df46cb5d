import Foundation

/// An element that is a control: its role, its title and its face.
///
/// ```swift
/// #expect(inspector.elements.first?.control == Control(.toggle, title: "Wifi", face: .onOffSwitch(isOn: true)))
/// ```
public struct Control: Equatable, Sendable {
  /// What kind of control it is.
  public var role: ControlRole
  /// The words that name it: its label's texts, or its title.
  public var title: String
  /// How it is drawn, with its state.
  public var face: ControlFace

  /// Creates a control.
  ///
  /// - Parameters:
  ///   - role: What kind of control it is.
  ///   - title: The words that name it.
  ///   - face: How it is drawn.
  public init(_ role: ControlRole, title: String, face: ControlFace) {
    self.role = role
    self.title = title
    self.face = face
  }

  /// Whether a switch is on; `nil` for other faces.
  public var isOn: Bool? {
    if case .onOffSwitch(let isOn) = face { return isOn }
    return nil
  }

  /// Whether a disclosure shows its content; `nil` for other faces.
  public var isExpanded: Bool? {
    if case .disclosure(let isExpanded) = face { return isExpanded }
    return nil
  }

  /// The text a text box or area holds; `nil` for other faces, secure boxes included.
  public var text: String? {
    switch face {
    case .textBox(let text), .textArea(let text): return text
    default: return nil
    }
  }

  /// What the control shows as its value: a selection, a stepper's or box's value, a
  /// track's number; `nil` for other faces.
  public var value: String? {
    switch face {
    case .popUp(let value), .plusMinus(let value), .valueBox(let value): return value
    case .track(let value, _): return "\(value)"
    default: return nil
    }
  }

  /// Where a link goes; `nil` for other faces.
  public var url: URL? {
    if case .hyperlink(let url) = face { return URL(string: url) }
    return nil
  }

  /// Whether the control's children are its label, which a query for the screen's texts
  /// skips; a disclosure's and a meter's are content.
  public var childrenAreLabel: Bool {
    switch face {
    case .disclosure, .progressBar, .levelMeter, .textBox, .secureBox, .textArea: false
    default: true
    }
  }

  /// Whether `.labelsHidden()` hides the title (the inspector still finds it by it).
  var hidesTitleWithLabels: Bool {
    switch face {
    case .textBox, .secureBox, .onOffSwitch, .popUp, .plusMinus, .track, .valueBox: true
    default: false
    }
  }
}

extension Element {
  /// A control's element; `action` runs when it is tapped, `input` takes typed text.
  @MainActor
  package init(
    _ control: Control,
    children: [Element] = [],
    context: ResolveContext,
    action: (() -> Void)? = nil,
    input: ((String) -> Void)? = nil
  ) {
    self.init(
      .control(control), children: children, context: context, action: action, input: input)
  }

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
}
