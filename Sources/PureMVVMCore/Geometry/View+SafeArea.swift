import Foundation

extension View {
  /// Lets the view extend into the safe area on `edges`, like SwiftUI's
  /// `ignoresSafeArea(_:edges:)`.
  ///
  /// With the container region, a `GeometryReader` below sees the safe area taken into
  /// its size, and the HTML renderer draws the view under the device frame's bars (28
  /// points at the top, 24 at the bottom, 16 at the sides); the keyboard region alone
  /// changes nothing, as a host shows no keyboard.
  ///
  /// - Parameters:
  ///   - regions: The kinds of safe area to ignore.
  ///   - edges: The edges.
  /// - Returns: The view.
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    let edges = regions.contains(.container) ? edges : []
    return attributing(
      { if !edges.isEmpty { $0.ignoredSafeAreaEdges = edges } },
      proposing: .ignoringSafeArea(edges))
  }

  /// Lets the view extend into the safe area on `edges` (the iOS 13 form of
  /// ``ignoresSafeArea(_:edges:)``).
  ///
  /// - Parameter edges: The edges.
  /// - Returns: The view.
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }

  /// Adds space inside the view's safe area, like SwiftUI's `safeAreaPadding(_:)`; drawn
  /// as padding.
  ///
  /// - Parameter insets: Space per side, in points.
  /// - Returns: The view.
  nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    padding(insets)
  }

  /// Adds space inside the view's safe area on some edges; drawn as padding.
  ///
  /// - Parameters:
  ///   - edges: The sides.
  ///   - length: Points; `nil` for the default, 16.
  /// - Returns: The view.
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    padding(edges, length)
  }

  /// Adds the same space inside every edge of the view's safe area; drawn as padding.
  ///
  /// - Parameter length: Points.
  /// - Returns: The view.
  nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
    padding(length)
  }

  /// Pads the view as a scene pads its content, like SwiftUI's `scenePadding(_:)`: 16
  /// points.
  ///
  /// - Parameter edges: The sides.
  /// - Returns: The view.
  nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    scenePadding(.minimum, edges: edges)
  }

  /// Pads the view by a scene padding on some edges.
  ///
  /// - Parameters:
  ///   - padding: The padding.
  ///   - edges: The sides.
  /// - Returns: The view.
  nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View
  {
    self.padding(edges, padding.length)
  }

  /// Shows `content` along the top or bottom of the view, outside its safe area, like
  /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`.
  ///
  /// The inset is drawn above or below the view, in a column placed by `alignment`.
  ///
  /// - Parameters:
  ///   - edge: Top or bottom.
  ///   - alignment: How the inset lines up across.
  ///   - spacing: Space between the inset and the view, in points.
  ///   - content: The inset.
  /// - Returns: The view with its inset.
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing) {
      if edge == .top { inset }
      self
      if edge == .bottom { inset }
    }
  }

  /// Shows `content` along the leading or trailing edge of the view, outside its safe
  /// area; drawn beside the view, in a row placed by `alignment`.
  ///
  /// - Parameters:
  ///   - edge: Leading or trailing.
  ///   - alignment: How the inset lines up down.
  ///   - spacing: Space between the inset and the view, in points.
  ///   - content: The inset.
  /// - Returns: The view with its inset.
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing) {
      if edge == .leading { inset }
      self
      if edge == .trailing { inset }
    }
  }
}
