import Foundation

extension VisualEffect {
  /// Changes each pixel's colour with a shader; recorded, as hosts have no GPU.
  ///
  /// - Parameters:
  ///   - shader: The shader.
  ///   - isEnabled: Whether the effect applies.
  /// - Returns: The effect.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
    addingShader(.colorEffect, shader, isEnabled: isEnabled)
  }

  /// Moves each pixel with a shader; recorded.
  ///
  /// - Parameters:
  ///   - shader: The shader.
  ///   - maxSampleOffset: How far a pixel may move.
  ///   - isEnabled: Whether the effect applies.
  /// - Returns: The effect.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  {
    addingShader(.distortionEffect, shader, isEnabled: isEnabled)
  }

  /// Draws the layer through a shader; recorded.
  ///
  /// - Parameters:
  ///   - shader: The shader.
  ///   - maxSampleOffset: How far from a pixel the shader samples.
  ///   - isEnabled: Whether the effect applies.
  /// - Returns: The effect.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  {
    addingShader(.layerEffect, shader, isEnabled: isEnabled)
  }

  private func addingShader(_ usage: Shader.UsageType, _ shader: Shader, isEnabled: Bool)
    -> some VisualEffect
  {
    ChainedVisualEffect(base: self) { if isEnabled { $0.effects.append(.shader(usage, shader)) } }
  }
}
