extension View {
  /// Sets whether touches reach the view and the views inside it, like SwiftUI's
  /// `allowsHitTesting(_:)`: with `false`, the inspector's and console's taps, typing and
  /// gestures on them fail; the view is still drawn and found.
  ///
  /// A view inside cannot turn touches back on.
  ///
  /// - Parameter enabled: Whether touches reach the view.
  /// - Returns: The view.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    inheriting { if !enabled { $0.allowsHitTesting = false } }
  }
}
