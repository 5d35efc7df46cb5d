import Foundation

/// Builds a modifier from the space its content is offered; what `.onGeometryChange` and
/// `.containerRelativeFrame` are made of.
nonisolated struct GeometryReadingModifier<Applied: ViewModifier>: ViewModifier {
  typealias Body = Never
  let make: (GeometryProxy) -> Applied

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let proxy = GeometryProxy(scope: context.readGeometry())
    content.modifier(make(proxy))._resolve(in: context.child(0), into: &elements)
  }
}

/// Runs an action when a value changes and when the view appears.
nonisolated struct ValueChangeModifier<Value: Equatable>: ViewModifier {
  let value: Value
  let action: (Value, Value) -> Void

  func body(content: Content) -> some View {
    content.onChange(of: value, initial: true, action)
  }
}

/// A fixed frame along the axes given, keeping the frame's other lengths.
nonisolated struct FixedFrameModifier: ViewModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  @MainActor func body(content: Content) -> some View {
    content.attributing { attributes in
      var frame = attributes.frame ?? Frame()
      if let width { frame.width = width }
      if let height { frame.height = height }
      frame.alignment = alignment
      attributes.frame = frame
    }
  }
}

/// Changes the space its content is offered, when the views read geometry.
nonisolated struct GeometryProposalModifier: ViewModifier {
  typealias Body = Never
  let proposal: (GeometryScope) -> GeometryScope

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var child = context.child(0)
    if let geometry = context.geometry { child.geometry = proposal(geometry) }
    content._resolve(in: child, into: &elements)
  }
}
