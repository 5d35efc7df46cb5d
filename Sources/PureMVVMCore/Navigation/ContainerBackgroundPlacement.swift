/// The container whose background `.containerBackground(_:for:)` sets, like SwiftUI's
/// `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  private let name: String

  /// The screen of a navigation stack or a split view's column.
  public static let navigation = Self(name: "navigation")
  /// Behind the columns of a split view.
  public static let navigationSplitView = Self(name: "navigationSplitView")
  /// Behind a tab view's tabs (watchOS).
  public static let tabView = Self(name: "tabView")
}

extension View {
  /// Sets the background of the container the view is in, like SwiftUI's
  /// `containerBackground(_:for:)`; recorded (see
  /// ``ElementAttributes/containerBackground``).
  ///
  /// - Parameters:
  ///   - style: The background.
  ///   - container: The container.
  /// - Returns: The view.
  nonisolated public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    let paint = style._paint
    return attributing { $0.containerBackground = paint }
  }

  /// Sets the background of the container the view is in to a view, like SwiftUI's
  /// `containerBackground(for:alignment:content:)`; accepted: the background is not drawn.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - alignment: Where the background sits.
  ///   - content: The background.
  /// - Returns: The view.
  nonisolated public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    self
  }
}
