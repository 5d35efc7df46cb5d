/// An indeterminate progress indicator, like SwiftUI's `ProgressView`.
public struct ProgressView: View {
  /// The text shown beside the indicator, if any.
  public let title: String?

  /// Creates a progress indicator without a title.
  public init() {
    title = nil
  }

  /// Creates a progress indicator with a title.
  ///
  /// - Parameter title: What is in progress, for example "Logging in…".
  public init(_ title: some StringProtocol) {
    self.title = String(title)
  }

  /// Resolves to one progress element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(Element(.progress(title: title), context: context))
  }
}
