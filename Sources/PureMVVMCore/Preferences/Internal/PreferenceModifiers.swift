import Foundation

/// Sets what each element of its content gives for a preference key.
nonisolated struct PreferenceModifier: ViewModifier {
  typealias Body = Never
  let key: ObjectIdentifier
  /// The value, or how to work it out from the frame of the view it is set on.
  let value: Anchored<Any>

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    let value =
      switch value {
      case .plain(let value): value
      case .fromFrame(let value): value(context.frame)
      }
    for index in first..<elements.endIndex {
      elements[index].withHandlers { $0.preferences[key] = .value(value) }
    }
  }
}

/// Replaces what its content gives for a preference key by a value computed from it.
nonisolated struct PreferenceTransformModifier<K: PreferenceKey>: ViewModifier {
  typealias Body = Never
  /// The change, or how to work it out from the frame of the view it is set on.
  let transform: Anchored<(inout K.Value) -> Void>

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard first < elements.endIndex else { return }
    var value = Element.preference(K.self, in: elements[first...]) ?? K.defaultValue
    switch transform {
    case .plain(let transform): transform(&value)
    case .fromFrame(let transform): transform(context.frame)(&value)
    }
    Element.setPreference(ObjectIdentifier(K.self), to: value, on: &elements, from: first)
  }
}

/// Runs an action, as `onChange(of:initial: true)` does, with what its content gives for
/// a preference key.
nonisolated struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier
where K.Value: Equatable {
  typealias Body = Never
  let action: (K.Value) -> Void

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    let value = Element.preference(K.self, in: elements[first...]) ?? K.defaultValue
    let action = action
    context.registerLifecycle(
      .change(
        value: value, isEqual: { ($0 as? K.Value) == value }, initial: true,
        action: { _, new in if let new = new as? K.Value { action(new) } }),
      at: context.position)
  }
}

/// Draws a view made from what its content gives for a preference key over or behind the
/// content.
nonisolated struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier {
  typealias Body = Never
  let alignment: Alignment
  let isBehind: Bool
  let layer: (K.Value) -> Layer

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var resolved: [Element] = []
    content._resolve(in: context.child(0), into: &resolved)
    let value = Element.preference(K.self, in: resolved) ?? K.defaultValue
    elements.append(
      LayeredContent.decorating(
        resolved, with: layer(value), alignment: alignment, isBehind: isBehind, in: context))
  }
}

/// What a preference modifier sets: `Value` as it is, or worked out from the frame of
/// the view it is set on (an anchor), which is read only then.
enum Anchored<Value> {
  /// The value as it is.
  case plain(Value)
  /// The value, from the view's frame: the space it is offered.
  case fromFrame((CGRect) -> Value)
}

extension ResolveContext {
  /// The frame of the view resolving here: the space it is offered.
  fileprivate var frame: CGRect {
    let scope = readGeometry()
    return CGRect(origin: scope.origin, size: scope.size)
  }
}
