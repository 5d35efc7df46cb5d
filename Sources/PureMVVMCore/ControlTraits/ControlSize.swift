/// The size of controls, like SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest.
  case mini
  /// Small.
  case small
  /// The default.
  case regular
  /// Large.
  case large
  /// The largest.
  case extraLarge
}
