import Foundation

extension View {
  /// Gives the view a depth, like SwiftUI's `frame(depth:alignment:)` (visionOS);
  /// accepted: a host draws in two dimensions.
  ///
  /// - Parameters:
  ///   - depth: The depth, in points; the view's own if `nil`.
  ///   - alignment: Where the view sits in it.
  /// - Returns: The view.
  nonisolated public func frame(depth: CGFloat?, alignment: DepthAlignment = .center)
    -> some View
  {
    self
  }

  /// Makes the view react when a pointer or the eyes rest on it, like SwiftUI's
  /// `hoverEffect(_:isEnabled:)`; accepted: nothing hovers in a host.
  ///
  /// - Parameters:
  ///   - effect: The reaction.
  ///   - isEnabled: Whether it reacts.
  /// - Returns: The view.
  nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  {
    self
  }

  /// Puts a glass pane behind the view, like SwiftUI's
  /// `glassBackgroundEffect(displayMode:)` (visionOS): a host draws it as a material.
  ///
  /// - Parameter displayMode: When it shows.
  /// - Returns: The view.
  nonisolated public func glassBackgroundEffect(
    displayMode: GlassBackgroundDisplayMode = .always
  ) -> some View {
    background(Self.glass(displayMode), in: RoundedRectangle(cornerRadius: 46))
  }

  /// Puts a glass pane in `shape` behind the view, like SwiftUI's
  /// `glassBackgroundEffect(in:displayMode:)` (visionOS).
  ///
  /// - Parameters:
  ///   - shape: The pane's shape.
  ///   - displayMode: When it shows.
  /// - Returns: The view.
  nonisolated public func glassBackgroundEffect<S: InsettableShape>(
    in shape: S, displayMode: GlassBackgroundDisplayMode = .always
  ) -> some View {
    background(Self.glass(displayMode), in: shape)
  }

  /// The glass pane's style: a material, or nothing.
  nonisolated private static func glass(_ displayMode: GlassBackgroundDisplayMode) -> AnyShapeStyle
  {
    displayMode == .never ? AnyShapeStyle(Color.clear) : AnyShapeStyle(Material.regular)
  }
}
