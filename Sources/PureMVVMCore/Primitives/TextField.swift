import Foundation

/// An editable line of text, like SwiftUI's `TextField`.
///
/// `axis: .vertical` makes a field that grows to several lines; `prompt:` is shown while
/// it is empty; `value:format:` edits a value through a format (typed text that does not
/// parse leaves the value as it was, as in SwiftUI).
public nonisolated struct TextField<Label: View>: View {
  private let label: Label
  private let text: Binding<String>
  private let prompt: String?
  private let axis: Axis?
  /// The iOS 13 callbacks: editing began or ended, and return.
  var editing: (changed: (Bool) -> Void, commit: () -> Void)?
  /// Whether the field hides its text: the field a ``TextFieldStyle`` decorates for a
  /// ``SecureField``.
  var isSecure = false

  /// Creates a text field with any label.
  ///
  /// - Parameters:
  ///   - text: The text the field shows and edits.
  ///   - prompt: Shown while the field is empty.
  ///   - label: The label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, axis: nil, label: label)
  }

  /// Creates a text field with any label that grows along `axis`.
  ///
  /// - Parameters:
  ///   - text: The text the field shows and edits.
  ///   - prompt: Shown while the field is empty.
  ///   - axis: `.vertical` for several lines.
  ///   - label: The label.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis?, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.text = text
    self.prompt = prompt?.plainText
    self.axis = axis
  }

  /// Resolves to one text-field element, or to the body the innermost style of your own
  /// makes from it.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    typealias Configuration = TextField<_TextFieldStyleLabel>
    if let (style, rest) = context.environment.styles(Configuration.self)?.popped() {
      var inner = context
      inner.environment[styles: Configuration.self] = rest
      style.resolveBody(Configuration(styling: self), inner, &elements)
      return
    }
    if isSecure {
      SecureField(text: text, prompt: prompt.map { Text(verbatim: $0) }) { label }
        ._resolve(in: context, into: &elements)
      return
    }
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    var element = Element.input(
      Control(
        .textField, title: Element.title(of: children),
        face: .textBox(text: text.wrappedValue)), text: text, context: context)
    if prompt != nil || axis != nil {
      element.changeAttributes {
        $0.prompt = prompt
        $0.axis = axis
      }
    }
    if let editing { Self.report(editing, of: &element, in: context) }
    elements.append(consume element)
  }
}

extension TextField where Label == _TextFieldStyleLabel {
  /// The field a ``TextFieldStyle`` decorates: `field`, its label erased.
  init(styling field: TextField<some View>) {
    label = _TextFieldStyleLabel(field.label)
    text = field.text
    prompt = field.prompt
    axis = field.axis
    editing = field.editing
    isSecure = field.isSecure
  }
}

extension TextField where Label == Text {
  /// Creates a text field bound to a string.
  ///
  /// - Parameters:
  ///   - titleKey: The label, also the placeholder.
  ///   - text: The text the field shows and edits.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil, axis: nil) { Text(titleKey) }
  }

  /// Creates a text field bound to a string.
  ///
  /// - Parameters:
  ///   - title: The label, also the placeholder.
  ///   - text: The text the field shows and edits.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.init(text: text, prompt: nil, axis: nil) { Text(title) }
  }

  /// Creates a text field with a prompt.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - text: The text the field shows and edits.
  ///   - prompt: Shown while the field is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt, axis: nil) { Text(titleKey) }
  }

  /// Creates a text field with a prompt.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - text: The text the field shows and edits.
  ///   - prompt: Shown while the field is empty.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt, axis: nil) { Text(title) }
  }

  /// Creates a text field that grows along `axis`.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - text: The text the field shows and edits.
  ///   - axis: `.vertical` for several lines.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
  }

  /// Creates a text field that grows along `axis`.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - text: The text the field shows and edits.
  ///   - axis: `.vertical` for several lines.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, axis: axis) { Text(title) }
  }

  /// Creates a text field with a prompt that grows along `axis`.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - text: The text the field shows and edits.
  ///   - prompt: Shown while the field is empty.
  ///   - axis: `.vertical` for several lines.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
  }

  /// Creates a text field that edits a value through a format.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - value: The value.
  ///   - format: How the value is written and read back.
  ///   - prompt: Shown while the field is empty.
  public init<Format: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<Format.FormatInput>, format: Format,
    prompt: Text? = nil
  ) where Format.FormatOutput == String {
    self.init(text: Self.text(for: value, format: format), prompt: prompt, axis: nil) {
      Text(titleKey)
    }
  }

  /// Creates a text field that edits a value through a format.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - value: The value.
  ///   - format: How the value is written and read back.
  ///   - prompt: Shown while the field is empty.
  @_disfavoredOverload
  public init<Format: ParseableFormatStyle>(
    _ title: some StringProtocol, value: Binding<Format.FormatInput>, format: Format,
    prompt: Text? = nil
  ) where Format.FormatOutput == String {
    self.init(text: Self.text(for: value, format: format), prompt: prompt, axis: nil) {
      Text(title)
    }
  }

  /// Creates a text field that edits an optional value through a format: `nil` shows as
  /// empty, and clearing the field sets `nil`.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - value: The value.
  ///   - format: How the value is written and read back.
  ///   - prompt: Shown while the field is empty.
  public init<Format: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<Format.FormatInput?>, format: Format,
    prompt: Text? = nil
  ) where Format.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a text field that edits an optional value through a format.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - value: The value.
  ///   - format: How the value is written and read back.
  ///   - prompt: Shown while the field is empty.
  @_disfavoredOverload
  public init<Format: ParseableFormatStyle>(
    _ title: some StringProtocol, value: Binding<Format.FormatInput?>, format: Format,
    prompt: Text? = nil
  ) where Format.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }

  /// Creates a text field that edits a value through a formatter.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - value: The value.
  ///   - formatter: How the value is written; `Int` and `Double` values are read back.
  ///   - prompt: Shown while the field is empty.
  public init<Value>(
    _ titleKey: LocalizedStringKey, value: Binding<Value>, formatter: Formatter,
    prompt: Text? = nil
  ) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a text field that edits a value through a formatter.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - value: The value.
  ///   - formatter: How the value is written; `Int` and `Double` values are read back.
  ///   - prompt: Shown while the field is empty.
  @_disfavoredOverload
  public init<Value>(
    _ title: some StringProtocol, value: Binding<Value>, formatter: Formatter,
    prompt: Text? = nil
  ) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
  }
}

extension TextField {
  /// Creates a text field with a label of your own that edits a value through a format.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - format: How the value is written and read back.
  ///   - prompt: Shown while the field is empty.
  ///   - label: The label.
  public init<Format: ParseableFormatStyle>(
    value: Binding<Format.FormatInput>, format: Format, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where Format.FormatOutput == String {
    self.init(text: Self.text(for: value, format: format), prompt: prompt, axis: nil, label: label)
  }

  /// Creates a text field with a label of your own that edits an optional value through a
  /// format: `nil` shows as empty, and clearing the field sets `nil`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - format: How the value is written and read back.
  ///   - prompt: Shown while the field is empty.
  ///   - label: The label.
  public init<Format: ParseableFormatStyle>(
    value: Binding<Format.FormatInput?>, format: Format, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where Format.FormatOutput == String {
    let text = Binding<String>(
      get: { value.wrappedValue.map(format.format) ?? "" },
      set: { newText in
        if newText.trimmingCharacters(in: .whitespaces).isEmpty {
          value.wrappedValue = nil
        } else if let parsed = try? format.parseStrategy.parse(newText) {
          value.wrappedValue = parsed
        }
      })
    self.init(text: text, prompt: prompt, axis: nil, label: label)
  }

  /// Creates a text field with a label of your own that edits a value through a formatter.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - formatter: How the value is written; `Int` and `Double` values are read back.
  ///   - prompt: Shown while the field is empty.
  ///   - label: The label.
  public init<Value>(
    value: Binding<Value>, formatter: Formatter, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) {
    let text = Binding<String>(
      get: { formatter.string(for: value.wrappedValue) ?? "" },
      set: { newText in
        // Numbers are read back; other formatters only show their value.
        guard let number = (formatter as? NumberFormatter)?.number(from: newText) else { return }
        if let parsed = (number.doubleValue as Any) as? Value ?? (number.intValue as Any) as? Value
        {
          value.wrappedValue = parsed
        }
      })
    self.init(text: text, prompt: prompt, axis: nil, label: label)
  }

  /// The text of `value` written with `format`; text that does not parse leaves it.
  private static func text<Format: ParseableFormatStyle>(
    for value: Binding<Format.FormatInput>, format: Format
  ) -> Binding<String> where Format.FormatOutput == String {
    Binding(
      get: { format.format(value.wrappedValue) },
      set: { newText in
        if let parsed = try? format.parseStrategy.parse(newText) { value.wrappedValue = parsed }
      })
  }
}

extension ControlRole {
  /// A text field: found by `find(textField:)`.
  public static let textField = ControlRole(name: "text field")
}

extension TextField {
  /// Runs `editing.changed` when the field gains or loses the focus (as `onChange` runs,
  /// after the resolution that shows it) and `editing.commit` on return, before the
  /// field's `onSubmit` actions.
  @MainActor private static func report(
    _ editing: (changed: (Bool) -> Void, commit: () -> Void), of element: inout Element,
    in context: ResolveContext
  ) {
    let changed = editing.changed
    let isFocused = element.isFocused
    context.registerLifecycle(
      .change(
        value: isFocused, isEqual: { ($0 as? Bool) == isFocused }, initial: false,
        action: { _, new in if let new = new as? Bool { changed(new) } }),
      at: context.primitiveStorageKey)
    let commit = editing.commit
    element.withHandlers { handlers in
      let submit = handlers.submit
      handlers.submit = {
        commit()
        submit?()
      }
    }
  }
}

extension TextField where Label == Text {
  /// Creates a field that reports editing and returns (the iOS 13 form).
  ///
  /// `onEditingChanged` runs with `true` when the field gains the focus and `false` when
  /// it loses it; `onCommit` runs on return, before the field's `onSubmit` actions.
  ///
  /// - Parameters:
  ///   - titleKey: The placeholder and label.
  ///   - text: The text.
  ///   - onEditingChanged: What to do when editing starts or ends.
  ///   - onCommit: What to do on return.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text, prompt: nil, axis: nil) { Text(titleKey) }
    editing = (onEditingChanged, onCommit)
  }

  /// Creates a field that reports returns (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - titleKey: The placeholder and label.
  ///   - text: The text.
  ///   - onCommit: What to do on return.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(titleKey, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
  }

  /// Creates a field titled with a string that reports editing and returns (the iOS 13
  /// form).
  ///
  /// - Parameters:
  ///   - title: The placeholder and label.
  ///   - text: The text.
  ///   - onEditingChanged: What to do when editing starts or ends.
  ///   - onCommit: What to do on return.
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text, prompt: nil, axis: nil) { Text(title) }
    editing = (onEditingChanged, onCommit)
  }

  /// Creates a field titled with a string that reports returns (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - title: The placeholder and label.
  ///   - text: The text.
  ///   - onCommit: What to do on return.
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(title, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
  }
}
