/// A control that performs an action when tapped, like SwiftUI's `Button`.
///
/// The label is any view; the text renderer draws it inside brackets (`[ ★ Favorite ]`)
/// and the inspector finds the button by the words of its label.
public nonisolated struct Button<Label: View>: View {
  @usableFromInline let label: Label
  @usableFromInline let role: ButtonRole?
  @usableFromInline let action: () -> Void

  /// Creates a button with any label.
  ///
  /// - Parameters:
  ///   - action: What tapping the button does.
  ///   - label: The label.
  @inlinable
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a role and any label.
  ///
  /// - Parameters:
  ///   - role: What the button does: `.destructive`, `.cancel`.
  ///   - action: What tapping the button does.
  ///   - label: The label.
  @inlinable public init(
    role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

  /// Resolves to the body of the button style in effect (the label, tapped to run the
  /// action, unless `.buttonStyle(_:)` sets another).
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: PrimitiveButtonStyleConfiguration.Label(label, in: context),
      action: action)
    context.resolveStyledBody(configuration, fallback: .defaultButton, into: &elements)
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// Creates a button from a primitive style's configuration, for a
  /// ``PrimitiveButtonStyle`` that changes the look of the style around it.
  ///
  /// - Parameter configuration: The configuration the style was given.
  @MainActor public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - action: What tapping the button does.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// Creates a button with a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - action: What tapping the button does.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button with a role and a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - role: What the button does: `.destructive`, `.cancel`.
  ///   - action: What tapping the button does.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// Creates a button with a role and a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - role: What the button does: `.destructive`, `.cancel`.
  ///   - action: What tapping the button does.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == PureMVVMCore.Label<Text, Image> {
  /// Creates a button labelled with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol's name.
  ///   - action: What tapping the button does.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action) { PureMVVMCore.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button labelled with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  ///   - action: What tapping the button does.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action) { PureMVVMCore.Label(title, systemImage: systemImage) }
  }

  /// Creates a button with a role, labelled with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol's name.
  ///   - role: What the button does.
  ///   - action: What tapping the button does.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) {
      PureMVVMCore.Label(titleKey, systemImage: systemImage)
    }
  }
}

extension ControlRole {
  /// A button: found by `find(button:)`.
  public static let button = ControlRole(name: "button")
}
