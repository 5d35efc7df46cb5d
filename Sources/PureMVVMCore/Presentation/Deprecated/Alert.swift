/// An alert described as a value, the iOS 13 form SwiftUI deprecates in favour of
/// `.alert(_:isPresented:actions:message:)`; shown by `.alert(isPresented:content:)` and
/// `.alert(item:content:)` as that alert is.
public struct Alert {
  /// The title.
  let title: Text
  /// The text under the title.
  let message: Text?
  /// The buttons, in order.
  let buttons: [Button]

  /// An alert with one button (an OK button when none is given).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text under the title.
  ///   - dismissButton: The button; `nil` for OK.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text under the title.
  ///   - primaryButton: The first button.
  ///   - secondaryButton: The second button.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or action sheet, like SwiftUI's `Alert.Button`.
  public struct Button {
    /// The label.
    let label: Text
    /// What the button does: `nil` for a default button.
    let role: ButtonRole?
    /// What tapping the button does, before the alert goes.
    let action: (() -> Void)?

    /// A default button.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - action: What tapping it does.
    /// - Returns: The button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A cancel button.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - action: What tapping it does.
    /// - Returns: The button.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A cancel button labelled "Cancel".
    ///
    /// - Parameter action: What tapping it does.
    /// - Returns: The button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      cancel(Text("Cancel"), action: action)
    }

    /// A destructive button.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - action: What tapping it does.
    /// - Returns: The button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// The buttons of a described alert or action sheet, as views.
nonisolated struct DescribedButtons: View {
  let buttons: [Alert.Button]

  @MainActor var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      PureMVVMCore.Button(role: button.role) {
        button.action?()
      } label: {
        button.label
      }
    }
  }
}
