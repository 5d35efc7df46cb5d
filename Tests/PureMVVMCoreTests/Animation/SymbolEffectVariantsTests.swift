import PureMVVMCore
import PureMVVMInspection
import Testing

/// Each built-in symbol effect is a type of its own, as in SwiftUI, and its variants are
/// recorded on the image as Swift spells them.
@MainActor
@Suite struct SymbolEffectVariantsTests {
  @Test func eachVariantIsRecordedAsWritten() throws {
    let effects: [any SymbolEffect] = [
      BreatheSymbolEffect.breathe.pulse.byLayer, BreatheSymbolEffect.breathe.plain,
      WiggleSymbolEffect.wiggle.backward, WiggleSymbolEffect.wiggle.custom(angle: 30),
      DrawOnSymbolEffect.drawOn.individually, DrawOffSymbolEffect.drawOff.reversed,
      ReplaceSymbolEffect.replace.magic(fallback: .downUp.byLayer),
      VariableColorSymbolEffect.variableColor.iterative.nonReversing,
    ]
    #expect(
      effects.map(\.configuration.description) == [
        "breathe.pulse.byLayer", "breathe.plain", "wiggle.backward",
        "wiggle.custom(angle: .degrees(30.0))", "drawOn.individually", "drawOff.reversed",
        "replace.magic(fallback: .replace.downUp.byLayer)",
        "variableColor.iterative.nonReversing",
      ])
    let inspector = DesignInspector(
      Image(systemName: "bell").symbolEffect(.wiggle.left, isActive: true))
    let image = try #require(inspector.elements.first)
    #expect(image.attributes.effects.contains(.symbolEffect("wiggle.left", isActive: true)))
  }

  /// A discrete effect plays on a value's change; an indefinite one runs while active.
  @Test func eachEffectIsPlayedAsItsKindAllows() throws {
    let inspector = DesignInspector(
      VStack {
        Image(systemName: "bell").symbolEffect(.bounce.up, value: 1)
        Image(systemName: "wifi").symbolEffect(.scale.down, isActive: false)
        Image(systemName: "heart").contentTransition(.symbolEffect(.replace.offUp))
      })
    let effects = inspector.elements.flatMap { $0.children }.map(\.attributes.effects)
    #expect(
      effects == [
        [.symbolEffect("bounce.up", isActive: true)],
        [.symbolEffect("scale.down", isActive: false)],
        [.contentTransition(.symbolEffect(.replace.offUp))],
      ])
  }

  @Test func symbolEffectsRemovedStripsThemFromEveryImageInside() {
    let removed = DesignInspector(
      VStack {
        Image(systemName: "bell").symbolEffect(.pulse)
        HStack { Image(systemName: "wifi").symbolEffect(.variableColor).opacity(0.5) }
      }
      .symbolEffectsRemoved())
    #expect(removed.elements.allSatisfy { !$0.containsSymbolEffect })
    let kept = DesignInspector(
      Image(systemName: "bell").symbolEffect(.pulse).symbolEffectsRemoved(false))
    #expect(kept.elements.contains { $0.containsSymbolEffect })
  }

  @Test func aSymbolTransitionIsNamedByItsEffect() throws {
    #expect(AnyTransition(.symbolEffect(.appear.up)).description == "symbolEffect(appear.up)")
    let inspector = DesignInspector(Image(systemName: "star").transition(.symbolEffect))
    let star = try #require(inspector.elements.first)
    #expect(star.attributes.transition?.description == "symbolEffect(automatic)")
    #expect(star.attributes.opacity == 1)
  }

  @Test func optionsRepeatAsAsked() {
    #expect(SymbolEffectOptions.repeating.nonRepeating == .nonRepeating)
    #expect(SymbolEffectOptions.speed(2).repeating == SymbolEffectOptions.repeating.speed(2))
    #expect(SymbolEffectOptions.repeat(nil) == .default)
    #expect(
      SymbolEffectOptions.repeat(.periodic) == .repeat(.periodic(nil, delay: nil)))
  }
}

extension Element {
  /// Whether this element or one inside it records a symbol effect.
  fileprivate var containsSymbolEffect: Bool {
    attributes.effects.contains {
      if case .symbolEffect = $0 { true } else { false }
    } || children.contains { $0.containsSymbolEffect }
  }
}
