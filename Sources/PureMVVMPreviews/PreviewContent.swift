import PureMVVMCore

/// The preview a ``PreviewModifier`` wraps, as a design it can place in its body.
public struct PreviewContent: Design {
  private let content: AnyDesign

  init(_ content: AnyDesign) {
    self.content = content
  }

  /// The wrapped preview.
  public var body: some Design { content }
}
