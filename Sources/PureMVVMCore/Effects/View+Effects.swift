import Foundation

extension View {
  /// Scales the view's drawing, like SwiftUI's `scaleEffect(_:anchor:)`; the layout
  /// keeps the unscaled size.
  ///
  /// - Parameters:
  ///   - scale: Factors across and down.
  ///   - anchor: The point that stays put.
  /// - Returns: The view.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    effect(.scale(x: scale.width, y: scale.height, anchor: anchor))
  }

  /// Scales the view's drawing by one factor.
  ///
  /// - Parameters:
  ///   - s: The factor.
  ///   - anchor: The point that stays put.
  /// - Returns: The view.
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    effect(.scale(x: s, y: s, anchor: anchor))
  }

  /// Scales the view's drawing across and down.
  ///
  /// - Parameters:
  ///   - x: The factor across.
  ///   - y: The factor down.
  ///   - anchor: The point that stays put.
  /// - Returns: The view.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    effect(.scale(x: x, y: y, anchor: anchor))
  }

  /// Rotates the view's drawing, like SwiftUI's `rotationEffect(_:anchor:)`.
  ///
  /// - Parameters:
  ///   - angle: The angle, clockwise.
  ///   - anchor: The point it turns about.
  /// - Returns: The view.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    effect(.rotation(angle, anchor: anchor))
  }

  /// Rotates the view's drawing in three dimensions.
  ///
  /// - Parameters:
  ///   - angle: The angle.
  ///   - axis: The axis it turns about.
  ///   - anchor: The point it turns about.
  ///   - anchorZ: The depth of that point.
  ///   - perspective: How strong the perspective is.
  /// - Returns: The view.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    effect(.rotation3D(angle, axis: axis, anchor: anchor, perspective: perspective))
  }

  /// Moves the view's drawing without moving the views around it, like SwiftUI's
  /// `offset(_:)`.
  ///
  /// - Parameter offset: The move.
  /// - Returns: The view.
  nonisolated public func offset(_ offset: CGSize) -> some View {
    effect(.offset(x: offset.width, y: offset.height))
  }

  /// Moves the view's drawing without moving the views around it.
  ///
  /// - Parameters:
  ///   - x: Across.
  ///   - y: Down.
  /// - Returns: The view.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    effect(.offset(x: x, y: y))
  }

  /// Blurs the view.
  ///
  /// - Parameters:
  ///   - radius: Points; a negative radius blurs nothing.
  ///   - opaque: Whether the blur keeps the edges opaque.
  /// - Returns: The view.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    effect(.blur(radius: radius, isOpaque: opaque))
  }

  /// Brightens the view.
  ///
  /// - Parameter amount: Added to each colour, -1 to 1.
  /// - Returns: The view.
  nonisolated public func brightness(_ amount: Double) -> some View {
    effect(.brightness(amount))
  }

  /// Changes the view's contrast.
  ///
  /// - Parameter amount: The factor.
  /// - Returns: The view.
  nonisolated public func contrast(_ amount: Double) -> some View {
    effect(.contrast(amount))
  }

  /// Changes the view's saturation.
  ///
  /// - Parameter amount: The factor; 0 is grey.
  /// - Returns: The view.
  nonisolated public func saturation(_ amount: Double) -> some View {
    effect(.saturation(amount))
  }

  /// Takes colour out of the view.
  ///
  /// - Parameter amount: 0 (as it is) to 1 (grey).
  /// - Returns: The view.
  nonisolated public func grayscale(_ amount: Double) -> some View {
    effect(.grayscale(amount))
  }

  /// Turns the view's hues round the colour wheel.
  ///
  /// - Parameter angle: The angle.
  /// - Returns: The view.
  nonisolated public func hueRotation(_ angle: Angle) -> some View {
    effect(.hueRotation(angle))
  }

  /// Inverts the view's colours.
  ///
  /// - Returns: The view.
  nonisolated public func colorInvert() -> some View {
    effect(.colorInvert)
  }

  /// Multiplies the view's colours by a colour.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The view.
  nonisolated public func colorMultiply(_ color: Color) -> some View {
    effect(.colorMultiply(color))
  }

  /// Makes the view's luminance its opacity.
  ///
  /// - Returns: The view.
  nonisolated public func luminanceToAlpha() -> some View {
    effect(.luminanceToAlpha)
  }

  /// Sets how the view's colours mix with what is behind it.
  ///
  /// - Parameter blendMode: The mode.
  /// - Returns: The view.
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
    effect(.blendMode(blendMode))
  }

  /// Draws the view's content as one layer before effects apply.
  ///
  /// - Returns: The view.
  nonisolated public func compositingGroup() -> some View {
    effect(.compositingGroup)
  }

  /// Draws the view offscreen as one image before effects apply.
  ///
  /// - Parameters:
  ///   - opaque: Whether the image is opaque.
  ///   - colorMode: How its colours are computed.
  /// - Returns: The view.
  nonisolated public func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
  )
    -> some View
  {
    effect(.drawingGroup)
  }

  /// Isolates the geometry of the views inside from their parent's animations, like
  /// SwiftUI's `geometryGroup()`; accepted, as a host draws no frames between states.
  ///
  /// - Returns: The view.
  nonisolated public func geometryGroup() -> some View {
    self
  }

  /// Applies a projective transform to the view's drawing (its affine part, in HTML).
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The view.
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    effect(.affinePart(of: transform))
  }

  /// Applies an affine transform to the view's drawing.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The view.
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
    effect(.transform(transform))
  }

  /// Hides the view: it keeps its space and draws nothing, like SwiftUI's `hidden()`.
  ///
  /// Queries still find what it holds, as XCUITest finds hidden elements; the reader
  /// skips it.
  ///
  /// - Returns: The view.
  nonisolated public func hidden() -> some View {
    attributing { $0.isHidden = true }
  }

  /// Shows the view only where `mask` is opaque, like SwiftUI's `mask(alignment:_:)`.
  ///
  /// A mask that is one shape clips the view to it in HTML; other masks are recorded.
  ///
  /// - Parameters:
  ///   - alignment: Where the mask sits.
  ///   - mask: The mask.
  /// - Returns: The view.
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  )
    -> some View
  {
    modifier(MaskModifier(mask: mask()))
  }

  /// Shows the view only where `mask` is opaque (the iOS 13 form).
  ///
  /// - Parameter mask: The mask.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(MaskModifier(mask: mask))
  }

  /// Sets the tint of controls below (the iOS 13 spelling of `tint(_:)`).
  ///
  /// - Parameter accentColor: The colour; `nil` for the default.
  /// - Returns: The view.
  nonisolated public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// Sets the view's shape for some kinds of interaction; accepted.
  ///
  /// - Parameters:
  ///   - kind: What the shape applies to.
  ///   - shape: The shape.
  ///   - eoFill: Whether the even-odd rule fills it.
  /// - Returns: The view.
  nonisolated public func contentShape<S: Shape>(
    _ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false
  ) -> some View {
    self
  }

  /// Adds `effect` to the effects of the elements this view produces.
  nonisolated func effect(_ effect: ElementEffect) -> some View {
    attributing { $0.effects.append(effect) }
  }
}

/// Resolves a mask and records it on the elements of its content; primitive.
nonisolated struct MaskModifier<Mask: View>: ViewModifier {
  typealias Body = Never
  let mask: Mask

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var masks: [Element] = []
    mask._resolve(in: context.child(1), into: &masks)
    let shape = masks.count == 1 ? masks[0].kind.outline : nil
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { $0.effects.append(ElementEffect.mask(shape: shape)) }
    }
  }
}
