import Foundation

extension View {
  /// Changes each pixel's colour with a shader, like SwiftUI's `colorEffect(_:isEnabled:)`;
  /// recorded, as hosts have no GPU.
  ///
  /// - Parameters:
  ///   - shader: The shader, whose function takes a position and a colour.
  ///   - isEnabled: Whether the effect applies.
  /// - Returns: The view.
  nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    shaderEffect(.colorEffect, shader, isEnabled: isEnabled)
  }

  /// Moves each pixel with a shader, like SwiftUI's
  /// `distortionEffect(_:maxSampleOffset:isEnabled:)`; recorded.
  ///
  /// - Parameters:
  ///   - shader: The shader, whose function takes a position and returns where to sample.
  ///   - maxSampleOffset: How far a pixel may move.
  ///   - isEnabled: Whether the effect applies.
  /// - Returns: The view.
  nonisolated public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some View {
    shaderEffect(.distortionEffect, shader, isEnabled: isEnabled)
  }

  /// Draws the view's layer through a shader, like SwiftUI's
  /// `layerEffect(_:maxSampleOffset:isEnabled:)`; recorded.
  ///
  /// - Parameters:
  ///   - shader: The shader, whose function samples the layer.
  ///   - maxSampleOffset: How far from a pixel the shader samples.
  ///   - isEnabled: Whether the effect applies.
  /// - Returns: The view.
  nonisolated public func layerEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some View {
    shaderEffect(.layerEffect, shader, isEnabled: isEnabled)
  }

  private nonisolated func shaderEffect(
    _ usage: Shader.UsageType, _ shader: Shader, isEnabled: Bool
  ) -> some View {
    attributing { if isEnabled { $0.effects.append(.shader(usage, shader)) } }
  }
}
