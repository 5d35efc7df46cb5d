import Foundation

/// Sets what each element of its content gives for a preference key.
struct PreferenceModifier: ViewModifier {
  typealias Body = Never
  let key: ObjectIdentifier
  let value: (ResolveContext) -> Any

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    let value = value(context)
    for index in first..<elements.endIndex {
      elements[index].withHandlers { $0.preferences[key] = .value(value) }
    }
  }
}

/// Replaces what its content gives for a preference key by a value computed from it.
struct PreferenceTransformModifier<K: PreferenceKey>: ViewModifier {
  typealias Body = Never
  let transform: (inout K.Value, ResolveContext) -> Void

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard first < elements.endIndex else { return }
    var value = Element.preference(K.self, in: elements[first...]) ?? K.defaultValue
    transform(&value, context)
    Element.setPreference(ObjectIdentifier(K.self), to: value, on: &elements, from: first)
  }
}

/// Runs an action, as `onChange(of:initial: true)` does, with what its content gives for
/// a preference key.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier where K.Value: Equatable {
  typealias Body = Never
  let action: (K.Value) -> Void

  func _resolve<Wrapped: View>(
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
struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier {
  typealias Body = Never
  let alignment: Alignment
  let isBehind: Bool
  let layer: (K.Value) -> Layer

  func _resolve<Wrapped: View>(
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
