import Foundation

/// A view you draw into with a ``GraphicsContext``, like SwiftUI's `Canvas`.
///
/// Renderers call the drawing closure with the canvas's frame (100 × 100 points without
/// one): the paths it fills and strokes draw as SVG in HTML; text and images it draws are
/// not shown. In text the canvas is a box, as a path is.
public nonisolated struct Canvas<Symbols: View>: View {
  private let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas with symbols (accepted; not drawn).
  ///
  /// - Parameters:
  ///   - opaque: Whether the canvas is opaque.
  ///   - colorMode: How its colours are computed.
  ///   - rendersAsynchronously: Whether it draws off the main thread.
  ///   - renderer: Draws the canvas, given its size.
  ///   - symbols: Views the renderer may draw.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
  }

  /// Resolves to one shape element drawn from what the renderer draws.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var element = Element(.shape(.path), context: context)
    let renderer = renderer
    element.withHandlers {
      $0.paths = { rect in
        var graphics = GraphicsContext(size: rect.size)
        renderer(&graphics, rect.size)
        return graphics.drawings
      }
    }
    elements.append(consume element)
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas.
  ///
  /// - Parameters:
  ///   - opaque: Whether the canvas is opaque.
  ///   - colorMode: How its colours are computed.
  ///   - rendersAsynchronously: Whether it draws off the main thread.
  ///   - renderer: Draws the canvas, given its size.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
      renderer: renderer, symbols: { EmptyView() })
  }
}
