import Foundation

/// An image: an SF Symbol by name, or an asset by name, like SwiftUI's `Image`.
///
/// The text renderer draws a symbol as one character where ``Image/glyphs`` has one
/// (`star.fill` → `★`), and any other image by name in angle quotes (`‹photo.stack›`), so
/// a rendering is the same on every machine.
public nonisolated struct Image: View, Hashable, Sendable {
  /// How a resizable image fills its frame; accepted.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats.
    case tile
    /// Stretches.
    case stretch
  }

  /// Whether an image is drawn in its colours or as a template; accepted.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// Tinted with the foreground.
    case template
    /// In its own colours.
    case original
  }

  /// How large an image is relative to text.
  public typealias Scale = ImageScale

  /// The symbol's or asset's name.
  public let name: String
  /// Whether the image is an SF Symbol.
  public let isSystem: Bool
  private var isResizable = false
  /// The label a screen reader reads, if the image has one (`Image(_:label:)`).
  let label: String?
  /// Whether the image is decorative: a screen reader skips it.
  let isDecorative: Bool

  /// An SF Symbol.
  ///
  /// - Parameter systemName: The symbol's name, such as `"star.fill"`.
  public init(systemName: String) {
    name = systemName
    isSystem = true
    label = nil
    isDecorative = false
  }

  /// An SF Symbol drawn at a variable value (a signal symbol's bars); the value is
  /// accepted and the symbol drawn whole.
  ///
  /// - Parameters:
  ///   - systemName: The symbol's name, such as `"wifi"`.
  ///   - variableValue: From 0 to 1; accepted.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// An image from the app's assets with a variable value; the value is accepted.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - variableValue: From 0 to 1; accepted.
  ///   - bundle: Accepted.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }

  /// An image from the app's assets.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: Accepted.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isSystem = false
    label = nil
    isDecorative = false
  }

  /// An image from the app's assets, with a label for screen readers.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: Accepted.
  ///   - label: What a screen reader reads.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.name = name
    isSystem = false
    self.label = label.plainText
    isDecorative = false
  }

  /// A decorative image from the app's assets, which screen readers skip.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: Accepted.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.name = name
    isSystem = false
    label = nil
    isDecorative = true
  }

  /// This image, stretching to its frame.
  ///
  /// - Parameters:
  ///   - capInsets: Accepted.
  ///   - resizingMode: Accepted.
  /// - Returns: The image.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var image = self
    image.isResizable = true
    return image
  }

  /// This image in a rendering mode; accepted.
  ///
  /// - Parameter renderingMode: The mode.
  /// - Returns: The image.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// This symbol in a rendering mode; accepted.
  ///
  /// - Parameter mode: The mode.
  /// - Returns: The image.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

  /// What the text renderer draws for the image.
  public var glyph: String {
    isSystem ? Self.glyph(forSystemName: name) : "‹\(name)›"
  }

  /// What the text renderer draws for an SF Symbol: its glyph, or its name in `‹›`.
  ///
  /// - Parameter name: The symbol's name.
  /// - Returns: The drawing.
  public static func glyph(forSystemName name: String) -> String {
    glyphs[name] ?? "‹\(name)›"
  }

  /// Resolves to one image element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let variants = isSystem ? context.environment.symbolVariants : .none
    let drawn = variants == .none ? name : variants.applied(to: name)
    var element = Element(.image(name: drawn, isSystem: isSystem), context: context)
    if isResizable { element.changeAttributes { $0.isResizable = true } }
    if isSystem, case let effects = context.environment.symbolEffects, !effects.isEmpty {
      element.changeAttributes { $0.effects += effects }
    }
    elements.append(consume element)
  }

  /// The one-character form of common SF Symbols, as the text renderer draws them.
  public static let glyphs: [String: String] = [
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
    "checkmark.square": "☑", "checkmark.square.fill": "☑",
    "xmark": "✕", "xmark.circle": "✕", "xmark.circle.fill": "✕",
    "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕",
    "minus": "−", "minus.circle": "⊖", "minus.circle.fill": "⊖",
    "chevron.right": "›", "chevron.left": "‹", "chevron.forward": "›", "chevron.backward": "‹",
    "chevron.up": "˄", "chevron.down": "˅",
    "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "↻",
    "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
    "info.circle": "ⓘ", "info.circle.fill": "ⓘ",
    "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
    "exclamationmark.circle": "!", "questionmark.circle": "?",
    "magnifyingglass": "⌕", "envelope": "✉", "envelope.fill": "✉",
    "phone": "☎", "phone.fill": "☎", "house": "⌂", "house.fill": "⌂",
    "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
    "ellipsis": "…", "ellipsis.circle": "…", "list.bullet": "☰", "line.3.horizontal": "☰",
    "pencil": "✎", "square.and.pencil": "✎", "flag": "⚑", "flag.fill": "⚑",
    "play.fill": "▶", "play": "▷", "stop.fill": "■",
    "sun.max": "☀", "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾",
    "cloud": "☁", "cloud.fill": "☁", "clock": "◷", "person": "☺", "person.fill": "☻",
    "square.and.arrow.up": "⇪", "trash": "␡", "trash.fill": "␡", "doc": "▤", "doc.text": "▤",
    "photo": "▣", "location": "➤", "location.fill": "➤", "bell": "♫", "bolt": "ϟ",
    "bolt.fill": "ϟ", "lock": "⚿", "lock.fill": "⚿",
    "person.circle": "☺", "person.crop.circle": "☺", "person.crop.circle.fill": "☻",
    "person.2": "☺", "person.2.fill": "☻", "map": "▦", "map.fill": "▦", "mappin": "⌖",
    "mappin.and.ellipse": "⌖", "wifi": "≋", "wifi.slash": "≠", "cloud.sun": "☁",
    "cloud.rain": "☂", "umbrella": "☂", "snowflake": "❄", "flame": "♨", "flame.fill": "♨",
    "figure.walk": "♙", "figure.hiking": "♙", "mountain.2": "▲", "mountain.2.fill": "▲",
    "arrow.down.circle": "⇩", "arrow.down.circle.fill": "⇩", "arrow.up.circle": "⇧",
    "text.badge.plus": "✚", "calendar": "▦", "cart": "⊻", "cart.fill": "⊻",
    "bookmark": "⌑", "bookmark.fill": "⌑", "tag": "⌗", "tag.fill": "⌗", "link": "⛓",
    "globe": "◍", "camera": "◉", "camera.fill": "◉", "paperplane": "➢",
    "paperplane.fill": "➢", "bubble.left": "◌", "message": "◌", "message.fill": "●",
    "hand.thumbsup": "☝", "eye": "◉", "eye.slash": "◎", "slider.horizontal.3": "☷",
    "square.and.arrow.down": "⇓", "arrow.up.arrow.down": "⇅", "line.3.horizontal.decrease": "≡",
    "line.3.horizontal.decrease.circle": "≡", "checkmark.seal": "✓", "star.circle": "☆",
  ]
}
