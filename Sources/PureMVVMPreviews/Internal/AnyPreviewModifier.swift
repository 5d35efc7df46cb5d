import PureMVVMCore

/// A preview modifier with its type erased, and its context as an opaque box.
@MainActor
struct AnyPreviewModifier {
  let id: ObjectIdentifier
  let typeName: String
  let makeContext: @MainActor () async throws -> ContextBox
  let apply: (AnyView, ContextBox) -> AnyView

  init<Modifier: PreviewModifier>(_ modifier: Modifier) {
    id = ObjectIdentifier(Modifier.self)
    typeName = String(describing: Modifier.self)
    makeContext = { ContextBox(try await Modifier.makeSharedContext()) }
    apply = { content, box in
      // The box was made by this same modifier type's `makeContext`, keyed by `id`.
      guard let context = box.value as? Modifier.Context else {
        preconditionFailure("the context of \(Modifier.self) is a \(type(of: box.value))")
      }
      return AnyView(modifier.body(content: PreviewContent(content), context: context))
    }
  }
}
