/// The primitive modifier behind every environment write (`.environment`, `.disabled`,
/// `.foregroundStyle`…): resolves its content in a changed environment.
nonisolated struct EnvironmentTransform: ViewModifier {
  typealias Body = Never
  let transform: (inout EnvironmentValues) -> Void

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var context = context.child(0)
    transform(&context.environment)
    content._resolve(in: context, into: &elements)
  }
}
