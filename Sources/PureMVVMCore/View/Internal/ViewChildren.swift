/// A view made of other views it shows side by side in its parent.
///
/// Builder blocks, groups, `ForEach` and branches are. The preview catalog walks these to
/// find the top-level children of a provider's `previews`, each of which is one preview.
package protocol ViewChildren {
  /// Calls `body` with each child, in order.
  @MainActor func forEachChild(_ body: (any View) -> Void)
}

extension TupleView: ViewChildren {
  package func forEachChild(_ body: (any View) -> Void) {
    for (_, view) in Self.views(of: value) { body(view) }
  }
}

extension Group: ViewChildren {
  package func forEachChild(_ body: (any View) -> Void) {
    body(content)
  }
}

extension _ConditionalContent: ViewChildren {
  package func forEachChild(_ body: (any View) -> Void) {
    switch storage {
    case .first(let view): body(view)
    case .second(let view): body(view)
    }
  }
}

extension Optional: ViewChildren where Wrapped: View {
  package func forEachChild(_ body: (any View) -> Void) {
    if let view = self { body(view) }
  }
}

extension EmptyView: ViewChildren {
  package func forEachChild(_ body: (any View) -> Void) {}
}

extension ForEach: ViewChildren where Content: View {
  package func forEachChild(_ body: (any View) -> Void) {
    for element in data { body(content(element)) }
  }
}

/// A view with a modifier applied: the catalog reads `.previewDisplayName(_:)` through it,
/// whatever other modifiers were applied after.
@MainActor
package protocol ModifiedView {
  /// The modifier.
  var anyModifier: any ViewModifier { get }
  /// The view being modified.
  var anyContent: any View { get }
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
  package var anyModifier: any ViewModifier { modifier }
  package var anyContent: any View { content }
}
