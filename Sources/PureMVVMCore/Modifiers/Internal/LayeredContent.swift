/// Lays extra views behind or in front of its content; primitive.
///
/// What `.background { }` and `.overlay { }` with views are made of.
nonisolated struct LayeredContent<Layer: View>: ViewModifier {
  typealias Body = Never
  let layer: Layer
  let alignment: Alignment
  let isBehind: Bool

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var layers: [Element] = []
    content._resolve(in: context.child(0), into: &layers)
    elements.append(
      Self.decorating(layers, with: layer, alignment: alignment, isBehind: isBehind, in: context))
  }

  /// `content`'s elements with `layer` behind or in front, taking their size.
  @MainActor static func decorating(
    _ content: [Element], with layer: Layer, alignment: Alignment, isBehind: Bool,
    in context: ResolveContext
  ) -> Element {
    var extra: [Element] = []
    layer._resolve(in: context.child(1), into: &extra)
    for index in extra.indices { extra[index].changeAttributes { $0.part = .decoration } }
    var stack = Element.layers(isBehind ? extra + content : content + extra, context: context)
    stack.changeAttributes { $0.alignment = alignment }
    return stack
  }
}

extension View {
  /// Changes attributes every element below inherits.
  nonisolated func inheriting(_ change: @escaping @Sendable (inout ElementAttributes) -> Void)
    -> some View
  {
    modifier(InheritedAttributes(change: change))
  }

  /// Tints the controls below with `color`, as `.tint(_:)` does; with `nil`, keeps the
  /// tint around (the deprecated `tint:` of a built-in style, when not given).
  nonisolated func tinted(_ color: Color?) -> some View {
    inheriting { if let color { $0.tint = .color(color) } }
  }

  /// Changes the attributes of the elements this view produces.
  nonisolated func attributing(_ change: @escaping (inout ElementAttributes) -> Void) -> some View {
    modifier(ElementAttributesModifier(change: change))
  }

  /// Changes the attributes of the elements this view produces and the space it is
  /// offered.
  nonisolated func attributing(
    _ change: @escaping (inout ElementAttributes) -> Void,
    proposing proposal: GeometryScope.Change
  ) -> some View {
    modifier(ElementAttributesModifier(change: change, proposal: proposal))
  }
}
