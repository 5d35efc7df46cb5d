import Foundation

extension View {
  /// Paints a style behind the view, like SwiftUI's `background(_:ignoresSafeAreaEdges:)`.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - edges: Accepted.
  /// - Returns: The view.
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  {
    let paint = style._paint
    return attributing { $0.background = paint }
  }

  /// Paints a style behind the view, in a shape.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - shape: The shape.
  ///   - fillStyle: Accepted.
  /// - Returns: The view.
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    let paint = style._paint
    let outline = shape._outline
    return attributing {
      $0.background = paint
      $0.cornerRadius = outline.cornerRadius
      $0.clipShape = outline.kind
    }
  }

  /// Lays views behind the view.
  ///
  /// - Parameters:
  ///   - alignment: Where they sit.
  ///   - content: The views.
  /// - Returns: The view.
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(LayeredContent(layer: content(), alignment: alignment, isBehind: true))
  }

  /// Lays a view behind the view (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - background: The view.
  ///   - alignment: Where it sits.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  )
    -> some View
  {
    modifier(LayeredContent(layer: background, alignment: alignment, isBehind: true))
  }

  /// Lays views in front of the view.
  ///
  /// - Parameters:
  ///   - alignment: Where they sit.
  ///   - content: The views.
  /// - Returns: The view.
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  {
    modifier(LayeredContent(layer: content(), alignment: alignment, isBehind: false))
  }

  /// Lays a view in front of the view (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - overlay: The view.
  ///   - alignment: Where it sits.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(LayeredContent(layer: overlay, alignment: alignment, isBehind: false))
  }

  /// Paints a style over the view.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - edges: Accepted.
  /// - Returns: The view.
  nonisolated public func overlay<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  {
    let paint = style._paint
    return attributing { $0.overlay = paint }
  }

  /// Lays `shape`, filled with `style`, over the view, like SwiftUI's
  /// `overlay(_:in:fillStyle:)`: a stroked capsule drawn as a border.
  ///
  /// - Parameters:
  ///   - style: The style the shape is filled with.
  ///   - shape: The shape, the view's size.
  ///   - fillStyle: How the shape is filled.
  /// - Returns: The view.
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay { shape.fill(style, style: fillStyle) }
  }

  /// Rounds the view's corners.
  ///
  /// - Parameters:
  ///   - radius: Points.
  ///   - antialiased: Accepted.
  /// - Returns: The view.
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    attributing { $0.cornerRadius = radius }
  }

  /// Clips the view to a shape.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: Accepted.
  /// - Returns: The view.
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  {
    let outline = shape._outline
    return attributing {
      $0.clipShape = outline.kind
      if let radius = outline.cornerRadius { $0.cornerRadius = radius }
    }
  }

  /// Clips the view to its frame.
  ///
  /// - Parameter antialiased: Accepted.
  /// - Returns: The view.
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    attributing { $0.clipShape = $0.clipShape ?? .rectangle }
  }

  /// Draws a border.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - width: Points.
  /// - Returns: The view.
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    let paint = content._paint
    return attributing { $0.border = Border(paint: paint, width: width) }
  }

  /// Makes the view translucent.
  ///
  /// - Parameter opacity: 0 (invisible) to 1.
  /// - Returns: The view.
  nonisolated public func opacity(_ opacity: Double) -> some View {
    attributing { $0.opacity = opacity }
  }

  /// Casts a shadow.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - radius: The blur.
  ///   - x: Across.
  ///   - y: Down.
  /// - Returns: The view.
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    attributing { $0.shadow = Shadow(color: color, radius: radius, x: x, y: y) }
  }

  /// Sets the tint of controls below.
  ///
  /// - Parameter tint: The colour; `nil` for the default.
  /// - Returns: The view.
  nonisolated public func tint(_ tint: Color?) -> some View {
    inheriting { $0.tint = tint.map(Paint.color) }
  }

  /// Sets the tint of controls below.
  ///
  /// - Parameter tint: The style; `nil` for the default.
  /// - Returns: The view.
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    let paint = tint?._paint
    return inheriting { $0.tint = paint }
  }

  /// Sets the view's tappable shape; accepted.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - eoFill: Accepted.
  /// - Returns: The view.
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }

  /// Shows content below as a placeholder.
  ///
  /// - Parameter reason: Why.
  /// - Returns: The view.
  nonisolated public func redacted(reason: RedactionReasons) -> some View {
    inheriting { $0.redaction = reason }
  }

  /// Shows content below as it is, even inside a redacted view.
  ///
  /// - Returns: The view.
  nonisolated public func unredacted() -> some View {
    inheriting { $0.redaction = [] }
  }

  /// Adds help text (a tooltip).
  ///
  /// - Parameter text: The help.
  /// - Returns: The view.
  nonisolated public func help(_ text: LocalizedStringKey) -> some View {
    let help = text.text
    return attributing { $0.help = help }
  }

  /// Adds help text (a tooltip).
  ///
  /// - Parameter text: The help.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func help<S: StringProtocol>(_ text: S) -> some View {
    let help = String(text)
    return attributing { $0.help = help }
  }

  /// Adds a tooltip and accessibility hint from a text, like SwiftUI's `help(_:)` of a
  /// `Text`; recorded as its characters.
  ///
  /// - Parameter text: The help text.
  /// - Returns: The view.
  nonisolated public func help(_ text: Text) -> some View {
    let help = text.plainText
    return attributing { $0.help = help }
  }

  /// Adds a count badge; 0 shows none.
  ///
  /// - Parameter count: The count.
  /// - Returns: The view.
  nonisolated public func badge(_ count: Int) -> some View {
    attributing { $0.badge = count == 0 ? nil : "\(count)" }
  }

  /// Adds a text badge.
  ///
  /// - Parameter label: The text; `nil` for none.
  /// - Returns: The view.
  nonisolated public func badge(_ label: Text?) -> some View {
    let badge = label?.plainText
    return attributing { $0.badge = badge }
  }

  /// Adds a text badge.
  ///
  /// - Parameter label: The text; `nil` for none.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
    let badge = label.map { String($0) }
    return attributing { $0.badge = badge }
  }

  /// Adds a text badge.
  ///
  /// - Parameter key: The text; `nil` for none.
  /// - Returns: The view.
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
    let badge = key?.text
    return attributing { $0.badge = badge }
  }
}
