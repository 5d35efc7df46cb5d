/// How a control is drawn: the few faces every renderer knows.
///
/// A face carries the control's state. Renderers draw faces, never controls, so a new
/// control that looks like an existing one costs only its own file. No case is boxed:
/// the ``Element/Kind/control(_:)`` that holds a face already is.
public enum ControlFace: Equatable, Sendable {
  /// A button: its label in a frame; its children are the label.
  case pushButton
  /// A button that opens a list of items: its label and `▾`; its children are the items.
  case pullDown
  /// A link to `url`: its label and `↗`.
  case hyperlink(url: String)
  /// A switch, on or off, beside its label.
  case onOffSwitch(isOn: Bool)
  /// A one-line box holding `text`.
  case textBox(text: String)
  /// A box whose text is hidden: it tells only whether it holds any.
  case secureBox(hasText: Bool)
  /// A box of several lines holding `text`.
  case textArea(text: String)
  /// The selected option's label; its children are the options.
  case popUp(selection: String)
  /// A value with − and + buttons beside it.
  case plusMinus(value: String)
  /// A value in a box, such as a date.
  case valueBox(value: String)
  /// A track with a knob at `value` within `bounds`.
  case track(value: Double, bounds: ClosedRange<Double>)
  /// A bar filled to `fraction` (0 to 1), or a spinner when `fraction` is `nil`.
  case progressBar(fraction: Double?)
  /// A level filled to `fraction`, 0 to 1.
  case levelMeter(fraction: Double)
  /// A label that shows or hides content; its children are the label, then the content
  /// when expanded.
  case disclosure(isExpanded: Bool)
}
