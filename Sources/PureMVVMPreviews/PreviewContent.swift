import PureMVVMCore

/// The preview a ``PreviewModifier`` wraps, as a design it can place in its body.
public struct PreviewContent: View {
  private let content: AnyView

  init(_ content: AnyView) {
    self.content = content
  }

  /// The wrapped preview.
  public var body: some View { content }
}
