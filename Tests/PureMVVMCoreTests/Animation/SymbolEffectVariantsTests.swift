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

  /// Apple's example: the bolt that has its effects removed does not pulse.
  @Test func symbolEffectsRemovedDropsOnlyTheInheritedEffects() {
    let symbols = DesignInspector(
      VStack {
        Image(systemName: "bolt.slash.fill").symbolEffectsRemoved()
        Image(systemName: "bolt.fill")
        Image(systemName: "wifi").symbolEffect(.variableColor).symbolEffectsRemoved()
        Image(systemName: "cloud").symbolEffectsRemoved(false)
        Text("Tormenta")
      }
      .symbolEffect(.pulse)
    ).elements.flatMap(\.children)
    let pulse = ElementEffect.symbolEffect("pulse", isActive: true)
    #expect(
      symbols.map(\.attributes.effects) == [
        [], [pulse], [.symbolEffect("variableColor", isActive: true)], [pulse], [],
      ])
  }

  @Test func optionsAreRecordedWithTheEffect() throws {
    let inspector = DesignInspector(
      Image(systemName: "heart")
        .symbolEffect(.bounce, options: .repeat(.periodic(2, delay: 0.5)).speed(2), value: 1))
    let heart = try #require(inspector.elements.first)
    guard case .symbolEffect("bounce", true, let options) = heart.attributes.effects.first else {
      Issue.record("no bounce on \(heart.attributes.effects)")
      return
    }
    #expect(options.description == ".repeat(.periodic(2, delay: 0.5)).speed(2.0)")
  }

  @Test func aSymbolTransitionIsNamedByItsEffect() throws {
    #expect(AnyTransition(.symbolEffect(.appear.up)).description == "symbolEffect(appear.up)")
    let inspector = DesignInspector(Image(systemName: "star").transition(.symbolEffect))
    let star = try #require(inspector.elements.first)
    #expect(star.attributes.transition?.description == "symbolEffect(automatic)")
    #expect(star.attributes.opacity == nil)
  }

  @Test func optionsRepeatAsAsked() {
    #expect(SymbolEffectOptions.repeating.nonRepeating == .nonRepeating)
    #expect(SymbolEffectOptions.speed(2).repeating == SymbolEffectOptions.repeating.speed(2))
    #expect(SymbolEffectOptions.repeat(3).repeat(nil) == .default)
    let spelt: [SymbolEffectOptions] = [
      .default, .repeating, .nonRepeating, .repeat(3), .repeat(.continuous), .repeat(.periodic),
      .repeat(.periodic(delay: 5)), .repeat(.periodic(4)), .speed(0.5),
    ]
    #expect(
      spelt.map(\.description) == [
        ".default", ".repeating", ".nonRepeating", ".repeat(3)", ".repeat(.continuous)",
        ".repeat(.periodic)", ".repeat(.periodic(delay: 5.0))", ".repeat(.periodic(4))",
        ".speed(0.5)",
      ])
  }
}
