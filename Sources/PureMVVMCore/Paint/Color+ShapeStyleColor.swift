extension Color {
  /// The colour a style that resolves to a colour stands for, like SwiftUI's `Color(_:)`
  /// for such a style: `Color(.white.opacity(0.6))`.
  ///
  /// A colour is itself; another style is resolved in the default environment.
  ///
  /// - Parameter color: The style.
  public init<T: Hashable & ShapeStyle>(_ color: T) where T.Resolved == Color.Resolved {
    if let color = color as? Color {
      self = color
    } else {
      self.init(color.resolve(in: EnvironmentValues()))
    }
  }
}
