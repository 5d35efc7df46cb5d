/// What a host's pasteboard holds, which a ``PasteButton`` pastes.
///
/// Empty unless the host (`DesignInspector.pasteboard`) puts something there.
package struct HostPasteboard {
  /// The items, in order.
  package var items: [DragItem] = []

  /// A pasteboard holding `items`.
  package init(items: [DragItem] = []) {
    self.items = items
  }
}

extension EnvironmentValues {
  /// The host's pasteboard.
  package var pasteboard: HostPasteboard {
    get { self[HostPasteboardKey.self] }
    set { self[HostPasteboardKey.self] = newValue }
  }
}

private enum HostPasteboardKey: EnvironmentKey {
  static var defaultValue: HostPasteboard { HostPasteboard() }
}
