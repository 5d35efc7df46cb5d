/// How prominent a list's section headers are, like SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
  /// The platform's headers.
  case standard
  /// Headers that stand out more; accepted (headers are drawn alike).
  case increased
}

extension EnvironmentValues {
  /// How prominent the section headers below are: ``Prominence/standard`` unless
  /// `.headerProminence(_:)` sets it.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

private enum HeaderProminenceKey: EnvironmentKey {
  static let defaultValue = Prominence.standard
}

extension View {
  /// Sets how prominent the section headers in this view are, like SwiftUI's
  /// `headerProminence(_:)`: views below read it as `\.headerProminence`.
  ///
  /// - Parameter prominence: The prominence.
  /// - Returns: The view.
  nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}
