/// A colour chooser; accepted, like SwiftUI's `ColorPicker`.
///
/// Drawn as a picker titled by its label, showing the colour's name, with no options to
/// choose from.
public nonisolated struct ColorPicker<Label: View>: View {
  private let label: Label
  private let selection: Binding<Color>

  /// Creates a colour picker with a label of your own.
  ///
  /// - Parameters:
  ///   - selection: The colour.
  ///   - supportsOpacity: Accepted.
  ///   - label: The label.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
  }

  /// Resolves to one picker element showing the colour, titled by the label.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    elements.append(
      Element(
        Control(
          .picker, title: Element.title(of: children),
          face: .popUp(selection: selection.wrappedValue.description)),
        context: context))
  }
}

extension ColorPicker where Label == Text {
  /// Creates a titled colour picker.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The colour.
  ///   - supportsOpacity: Accepted.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// Creates a titled colour picker.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - selection: The colour.
  ///   - supportsOpacity: Accepted.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, selection: Binding<Color>, supportsOpacity: Bool = true)
  {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
