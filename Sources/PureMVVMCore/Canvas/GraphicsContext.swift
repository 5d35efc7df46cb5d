import Foundation

/// What a ``Canvas`` draws into, like SwiftUI's `GraphicsContext`: it records the paths
/// filled and stroked, moved by its transform.
public struct GraphicsContext {
  /// The paths drawn so far, shared by the copies a layer makes.
  private final class Recording {
    var drawings: [PathDrawing] = []
  }

  private let recording = Recording()
  /// The size of the canvas.
  let size: CGSize
  /// The opacity of what is drawn next.
  public var opacity: Double = 1
  /// How what is drawn next mixes with what is below.
  public var blendMode: GraphicsContext.BlendMode = .normal
  /// The transform applied to what is drawn next.
  public var transform: CGAffineTransform = .identity
  /// The environment of the canvas: the one its view is in.
  public var environment = EnvironmentValues()

  /// The canvas's symbols' sizes, by tag.
  private let symbols: [AnyHashable: CGSize]

  init(size: CGSize, symbols: [AnyHashable: CGSize] = [:]) {
    self.size = size
    self.symbols = symbols
  }

  /// A canvas's symbol, found by its tag, as the renderer draws it.
  public struct ResolvedSymbol {
    /// The symbol's size: its frame's, or zero.
    public let size: CGSize
  }

  /// The canvas's symbol tagged `id`, or `nil` when it has none.
  ///
  /// - Parameter id: The tag given with `.tag(_:)`.
  /// - Returns: The symbol.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    symbols[AnyHashable(id)].map(ResolvedSymbol.init)
  }

  /// Draws a symbol; accepted, not shown.
  ///
  /// - Parameters:
  ///   - symbol: The symbol.
  ///   - point: Where.
  ///   - anchor: The point of the symbol placed there.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

  /// Draws a symbol in a rectangle; accepted, not shown.
  ///
  /// - Parameters:
  ///   - symbol: The symbol.
  ///   - rect: Where.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

  /// The paths drawn, in order.
  var drawings: [PathDrawing] { recording.drawings }

  /// Moves what is drawn next.
  ///
  /// - Parameters:
  ///   - x: Across.
  ///   - y: Down.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales what is drawn next.
  ///
  /// - Parameters:
  ///   - x: Across.
  ///   - y: Down.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Turns what is drawn next.
  ///
  /// - Parameter angle: The angle, clockwise.
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
  }

  /// Applies another transform to what is drawn next.
  ///
  /// - Parameter matrix: The transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Clips what is drawn next to a path; accepted.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - style: How it is filled.
  ///   - options: How it clips.
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {}

  /// Fills a path.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - shading: What it is filled with.
  ///   - style: How it is filled.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recording.drawings.append(PathDrawing(path: path.applying(transform), fill: shading.paint))
  }

  /// Outlines a path.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - shading: What it is outlined with.
  ///   - style: The line's width and dashes.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    recording.drawings.append(
      PathDrawing(path: path.applying(transform), stroke: style.border(shading.paint)))
  }

  /// Outlines a path.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - shading: What it is outlined with.
  ///   - lineWidth: The line's width.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws text; accepted, not shown.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - point: Where.
  ///   - anchor: The point of the text placed there.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}

  /// Draws text in a rectangle; accepted, not shown.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - rect: Where.
  public func draw(_ text: Text, in rect: CGRect) {}

  /// Draws an image; accepted, not shown.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - point: Where.
  ///   - anchor: The point of the image placed there.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

  /// Draws an image in a rectangle; accepted, not shown.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - rect: Where.
  ///   - style: How it is filled.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}

  /// Draws into a copy of the context whose changes end with the layer.
  ///
  /// - Parameter content: Draws the layer.
  /// - Throws: What `content` throws.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// How clipping works; accepted.
  public struct ClipOptions: OptionSet, Sendable {
    /// The options, as bits.
    public let rawValue: UInt32

    /// Options from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// Clips to the outside of the path.
    public static let inverse = ClipOptions(rawValue: 1)
  }
}
