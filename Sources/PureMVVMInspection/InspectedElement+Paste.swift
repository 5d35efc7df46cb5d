import PureMVVMCore

extension InspectedElement {
  /// Taps this `PasteButton` and waits for the paste: what `DesignInspector.pasteboard`
  /// holds reaches the button's action, through the values' transfer representations.
  ///
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, is not a paste
  ///   button, or is disabled because the pasteboard holds nothing it takes.
  public func paste() async throws(InspectionError) {
    let paste = try handler(\.handlers?.paste, else: .notAPasteButton)
    defer { inspector.invalidate() }
    await paste()
  }
}
