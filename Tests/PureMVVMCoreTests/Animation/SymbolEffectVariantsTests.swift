import PureMVVMCore
import PureMVVMInspection
import Testing

/// The iOS 18 and 26 symbol effect variants are recorded on the image as Swift spells them.
@MainActor
@Suite struct SymbolEffectVariantsTests {
  @Test func eachVariantIsRecordedAsWritten() throws {
    let effects: [NamedSymbolEffect] = [
      .breathe.pulse.byLayer, .breathe.plain, .wiggle.backward, .wiggle.forward, .wiggle.left,
      .wiggle.right, .drawOn.individually, .drawOff, .replace.magic(fallback: .replace.downUp),
    ]
    #expect(
      effects.map(\.description) == [
        "breathe.pulse.byLayer", "breathe.plain", "wiggle.backward", "wiggle.forward",
        "wiggle.left", "wiggle.right", "drawOn.individually", "drawOff",
        "replace.magic(fallback: .replace.downUp)",
      ])
    let inspector = DesignInspector(
      Image(systemName: "bell").symbolEffect(.wiggle.left, isActive: true))
    let image = try #require(inspector.elements.first)
    #expect(image.attributes.effects.contains(.symbolEffect("wiggle.left", isActive: true)))
  }
}
