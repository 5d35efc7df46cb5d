/// An effect, then one change more.
struct ChainedVisualEffect<Base: VisualEffect>: VisualEffect {
  let base: Base
  let change: @Sendable (inout ElementAttributes) -> Void

  func _apply(to attributes: inout ElementAttributes) {
    base._apply(to: &attributes)
    change(&attributes)
  }
}
