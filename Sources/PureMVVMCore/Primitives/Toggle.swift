/// A switch between on and off, like SwiftUI's `Toggle`.
///
/// What it shows is the body of the ``ToggleStyle`` in effect: a titled switch unless
/// `.toggleStyle(_:)` sets another.
public nonisolated struct Toggle<Label: View>: View {
  private let label: Label
  @Binding private var isOn: Bool
  /// Whether the sources of `Toggle(sources:isOn:)` differ, read as it resolves.
  var isMixed: (() -> Bool)?

  /// Creates a toggle with any label.
  ///
  /// - Parameters:
  ///   - isOn: Whether the toggle is on; tapping flips it.
  ///   - label: The label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self._isOn = isOn
  }

  /// Resolves to the body of the toggle style in effect (a switch unless one is set).
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(label, in: context), isOn: $isOn,
      isMixed: isMixed?() ?? false)
    context.resolveStyledBody(configuration, fallback: .defaultToggle, into: &elements)
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// Creates a toggle from a style's configuration, for a ``ToggleStyle`` that changes the
  /// look of the style around it rather than making a new one.
  ///
  /// - Parameter configuration: The configuration the style was given.
  @MainActor public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - isOn: Whether the toggle is on; tapping flips it.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle with a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - isOn: Whether the toggle is on; tapping flips it.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == PureMVVMCore.Label<Text, Image> {
  /// Creates a toggle labelled with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol's name.
  ///   - isOn: Whether the toggle is on.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { PureMVVMCore.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a toggle labelled with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  ///   - isOn: Whether the toggle is on.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { PureMVVMCore.Label(title, systemImage: systemImage) }
  }
}

extension ControlRole {
  /// A toggle: found by `find(toggle:)`, read as a switch.
  public static let toggle = ControlRole(name: "toggle", spokenName: "switch")
}
