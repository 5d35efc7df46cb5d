/// The label a button made with only a role shows, like SwiftUI's `DefaultButtonLabel`:
/// the role's title and symbol.
public nonisolated struct DefaultButtonLabel: View {
  let role: ButtonRole

  /// The role's title with its symbol: "Close" and `xmark`, "Done" and `checkmark`,
  /// "Cancel" and `xmark`, "Delete" and `trash`.
  @MainActor public var body: some View {
    let (title, symbol) =
      switch role {
      case .confirm: ("Done", "checkmark")
      case .destructive: ("Delete", "trash")
      case .cancel: ("Cancel", "xmark")
      default: ("Close", "xmark")
      }
    Label(title, systemImage: symbol)
  }
}

extension Button where Label == DefaultButtonLabel {
  /// Creates a button whose label comes from its role, as iOS 26's toolbar buttons do.
  ///
  /// - Parameters:
  ///   - role: What the button does: `.close`, `.confirm`, `.cancel` or `.destructive`.
  ///   - action: What a tap does.
  public init(role: ButtonRole, action: @escaping () -> Void) {
    self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
  }
}
