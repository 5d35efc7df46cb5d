/// A look for progress views, like SwiftUI's `ProgressViewStyle`.
///
/// Built-in styles are recorded on elements (`attributes.progressViewStyle`) and drawn by the
/// HTML gallery; a style of your own compiles and is recorded as `"custom"`.
public protocol ProgressViewStyle: Sendable {
  /// The style's name, as elements record it.
  var _name: String { get }
}

extension ProgressViewStyle {
  /// A style of your own: `"custom"`.
  public var _name: String { "custom" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The `automatic` look.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// The `linear` look.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The `circular` look.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// Sets the look of progress views below.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    self
  }
}
