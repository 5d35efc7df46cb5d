import Foundation
import PureMVVMCore

/// A setting for a ``Preview``: a modifier that prepares its environment, a layout, an
/// orientation.
///
/// Name a trait you use often with a static property, as with SwiftUI:
///
/// ```swift
/// extension PreviewTrait where T == Preview.ViewTraits {
///   @MainActor static var routeSamples: Self { .modifier(RouteSamples()) }
/// }
/// #Preview("Todas las rutas", traits: .routeSamples) { … }
/// ```
///
/// Creating a trait has no side effect: no context is built until a preview is rendered.
@MainActor
public struct PreviewTrait<T> {
  /// One setting.
  enum Part {
    case modifier(AnyPreviewModifier)
    case layout(PreviewLayout)
    case orientation
  }

  let parts: [Part]

  init(_ part: Part) {
    parts = [part]
  }

  /// One trait made of several, applied in order.
  ///
  /// - Parameter traits: The traits.
  public init(_ traits: PreviewTrait<T>...) {
    parts = traits.flatMap(\.parts)
  }

  /// A trait that applies `modifier` to the preview; modifiers listed first wrap the body,
  /// the next wrap those.
  ///
  /// - Parameter modifier: The modifier.
  /// - Returns: The trait.
  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
    PreviewTrait(.modifier(AnyPreviewModifier(modifier)))
  }

  /// The modifiers among the parts, in order.
  var modifiers: [AnyPreviewModifier] {
    parts.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
  }

  /// The layout the trait asks for, if any.
  var layout: PreviewLayout? {
    parts.reduce(PreviewLayout?.none) { if case .layout(let layout) = $1 { layout } else { $0 } }
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview laid out as on a device: the full width of the rendering.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }

  /// The preview as wide as its content needs.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }

  /// The preview in a frame of `width` by `height` points.
  ///
  /// - Parameters:
  ///   - width: The frame's width.
  ///   - height: The frame's height.
  /// - Returns: The trait.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(.layout(.fixed(width: Double(width), height: Double(height))))
  }

  /// The device upright (text and HTML draw every orientation alike).
  public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation) }

  /// The device upside down (drawn as ``portrait``).
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation) }

  /// The device turned left (drawn as ``portrait``).
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation) }

  /// The device turned right (drawn as ``portrait``).
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation) }
}
