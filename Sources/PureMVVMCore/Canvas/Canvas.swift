import Foundation

/// A view you draw into with a ``GraphicsContext``, like SwiftUI's `Canvas`.
///
/// Renderers call the drawing closure with the canvas's frame (100 × 100 points without
/// one): the paths it fills and strokes draw as SVG in HTML; text, images and symbols it
/// draws are not shown. In text the canvas is a box, as a path is.
public nonisolated struct Canvas<Symbols: View>: View {
  private let renderer: (inout GraphicsContext, CGSize) -> Void
  private let symbols: Symbols

  /// A canvas with symbols: views tagged with `.tag(_:)`, which the renderer finds with
  /// `resolveSymbol(id:)` (and draws, not shown).
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
    self.symbols = symbols()
  }

  /// Resolves to one shape element drawn from what the renderer draws.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var element = Element(.shape(.path), context: context)
    let renderer = renderer
    let symbols = symbolSizes(in: context)
    let environment = context.environment
    element.withHandlers {
      $0.paths = { rect in
        var graphics = GraphicsContext(size: rect.size, symbols: symbols)
        graphics.environment = environment
        renderer(&graphics, rect.size)
        return graphics.drawings
      }
    }
    elements.append(consume element)
  }

  /// The size of each tagged symbol, by tag: its frame's, or zero.
  @MainActor private func symbolSizes(in context: ResolveContext) -> [AnyHashable: CGSize] {
    var resolved: [Element] = []
    symbols._resolve(in: context.child(0), into: &resolved)
    var sizes: [AnyHashable: CGSize] = [:]
    for symbol in resolved {
      guard let tag = symbol.handlers?.tag, sizes[tag] == nil else { continue }
      let frame = symbol.attributes.frame
      sizes[tag] = CGSize(width: frame?.width ?? 0, height: frame?.height ?? 0)
    }
    return sizes
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
