import Foundation

/// How a multi-colour symbol is painted, like SwiftUI's `SymbolRenderingMode`; accepted.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers of one colour.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Several colours you choose.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
  /// Fits the view in its frame, keeping its aspect ratio.
  ///
  /// - Returns: The view.
  nonisolated public func scaledToFit() -> some View {
    attributing { $0.contentMode = .fit }
  }

  /// Fills the frame with the view, keeping its aspect ratio.
  ///
  /// - Returns: The view.
  nonisolated public func scaledToFill() -> some View {
    attributing { $0.contentMode = .fill }
  }

  /// Sets the view's aspect ratio and how it fills its frame.
  ///
  /// - Parameters:
  ///   - aspectRatio: Width over height; `nil` keeps the view's own. Recorded; ratios that
  ///     are not finite and positive are left out.
  ///   - contentMode: Fit or fill.
  /// - Returns: The view.
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  {
    attributing {
      $0.contentMode = contentMode
      if let aspectRatio, aspectRatio.isFinite, aspectRatio > 0 { $0.aspectRatio = aspectRatio }
    }
  }

  /// Sets how large images below are relative to text.
  ///
  /// - Parameter scale: Small, medium or large.
  /// - Returns: The view.
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
    inheriting { $0.imageScale = scale }
  }

  /// Sets how symbols below are painted; accepted.
  ///
  /// - Parameter mode: The mode.
  /// - Returns: The view.
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    self
  }
}
