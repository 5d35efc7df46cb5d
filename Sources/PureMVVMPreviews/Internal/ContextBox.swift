/// Holds a shared context of any type, so it can cross task boundaries on the main actor.
///
/// Being main-actor isolated makes the box `Sendable` even when the context is not: the
/// context is only ever touched on the main actor.
@MainActor
final class ContextBox {
  let value: Any

  init(_ value: Any) {
    self.value = value
  }
}
