/// A colour chooser; accepted, like SwiftUI's `ColorPicker`.
///
/// Drawn as a picker showing the colour's name, with no options to choose from.
public nonisolated struct ColorPicker: View {
  private let title: String
  private let selection: Binding<Color>

  /// Creates a titled colour picker.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The colour.
  ///   - supportsOpacity: Accepted.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    title = titleKey.text
    self.selection = selection
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
    self.title = String(title)
    self.selection = selection
  }

  /// Resolves to one picker element showing the colour.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      Element(
        Control(
          .picker, title: title, face: .popUp(selection: selection.wrappedValue.description)),
        context: context))
  }
}
