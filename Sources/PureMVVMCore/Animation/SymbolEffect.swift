/// An animation of an SF Symbol, like SwiftUI's `SymbolEffect`: recorded on the image's
/// element, drawn at rest.
public protocol SymbolEffect: Sendable, CustomStringConvertible {}

/// A symbol effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that runs while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that shows or hides the symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// A symbol effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// A built-in symbol effect, by name and variant (`bounce.up.byLayer`).
public struct NamedSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  TransitionSymbolEffect, ContentTransitionSymbolEffect, Hashable
{
  /// The effect as Swift would spell it, such as `bounce.up.byLayer`.
  public let description: String

  private func adding(_ variant: String) -> NamedSymbolEffect {
    NamedSymbolEffect(description: description + "." + variant)
  }

  /// Upwards.
  public var up: NamedSymbolEffect { adding("up") }
  /// Downwards.
  public var down: NamedSymbolEffect { adding("down") }
  /// Layer by layer.
  public var byLayer: NamedSymbolEffect { adding("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: NamedSymbolEffect { adding("wholeSymbol") }
  /// Cumulatively.
  public var cumulative: NamedSymbolEffect { adding("cumulative") }
  /// Iteratively.
  public var iterative: NamedSymbolEffect { adding("iterative") }
  /// Reversing.
  public var reversing: NamedSymbolEffect { adding("reversing") }
  /// Off the symbol's inactive layers.
  public var hideInactiveLayers: NamedSymbolEffect { adding("hideInactiveLayers") }
  /// Dimming the symbol's inactive layers.
  public var dimInactiveLayers: NamedSymbolEffect { adding("dimInactiveLayers") }
  /// Clockwise.
  public var clockwise: NamedSymbolEffect { adding("clockwise") }
  /// Counter-clockwise.
  public var counterClockwise: NamedSymbolEffect { adding("counterClockwise") }
  /// Off the old symbol, then on the new.
  public var offUp: NamedSymbolEffect { adding("offUp") }
  /// Down, then up.
  public var downUp: NamedSymbolEffect { adding("downUp") }
  /// Up, then up.
  public var upUp: NamedSymbolEffect { adding("upUp") }
  /// Breathing by pulsing its layers' opacity.
  public var pulse: NamedSymbolEffect { adding("pulse") }
  /// Plainly, with no other change.
  public var plain: NamedSymbolEffect { adding("plain") }
  /// Forwards.
  public var forward: NamedSymbolEffect { adding("forward") }
  /// Backwards.
  public var backward: NamedSymbolEffect { adding("backward") }
  /// To the left.
  public var left: NamedSymbolEffect { adding("left") }
  /// To the right.
  public var right: NamedSymbolEffect { adding("right") }
  /// Each of the symbol's layers on its own.
  public var individually: NamedSymbolEffect { adding("individually") }

  /// A replacement that morphs the shared parts of two symbols, or else plays `fallback`,
  /// like SwiftUI's `magic(fallback:)` (iOS 18).
  ///
  /// - Parameter fallback: The replacement played when the symbols share nothing.
  /// - Returns: The effect.
  public func magic(fallback: NamedSymbolEffect) -> NamedSymbolEffect {
    adding("magic(fallback: .\(fallback.description))")
  }
}

extension SymbolEffect where Self == NamedSymbolEffect {
  /// The symbol bounces.
  public static var bounce: NamedSymbolEffect { NamedSymbolEffect(description: "bounce") }
  /// The symbol pulses.
  public static var pulse: NamedSymbolEffect { NamedSymbolEffect(description: "pulse") }
  /// The symbol's layers light up in turn.
  public static var variableColor: NamedSymbolEffect {
    NamedSymbolEffect(description: "variableColor")
  }
  /// The symbol scales.
  public static var scale: NamedSymbolEffect { NamedSymbolEffect(description: "scale") }
  /// The symbol appears.
  public static var appear: NamedSymbolEffect { NamedSymbolEffect(description: "appear") }
  /// The symbol disappears.
  public static var disappear: NamedSymbolEffect {
    NamedSymbolEffect(description: "disappear")
  }
  /// The symbol is replaced.
  public static var replace: NamedSymbolEffect { NamedSymbolEffect(description: "replace") }
  /// The symbol breathes.
  public static var breathe: NamedSymbolEffect { NamedSymbolEffect(description: "breathe") }
  /// The symbol wiggles.
  public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(description: "wiggle") }
  /// The symbol rotates.
  public static var rotate: NamedSymbolEffect { NamedSymbolEffect(description: "rotate") }
  /// The symbol is drawn on, stroke by stroke (iOS 26).
  public static var drawOn: NamedSymbolEffect { NamedSymbolEffect(description: "drawOn") }
  /// The symbol is drawn off, stroke by stroke (iOS 26).
  public static var drawOff: NamedSymbolEffect { NamedSymbolEffect(description: "drawOff") }
}

/// How a symbol effect runs, like SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
  private var repetitions: Int?
  private var rate: Double = 1

  /// Runs once, at the default speed.
  public static let `default` = SymbolEffectOptions()
  /// Runs without end (a host draws it at rest).
  public static let repeating = SymbolEffectOptions(repetitions: 0)
  /// Runs once.
  public static let nonRepeating = SymbolEffectOptions(repetitions: 1)

  /// Runs `count` times.
  ///
  /// - Parameter count: How many times.
  /// - Returns: The options.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repetitions: count)
  }

  /// Repeats as `behavior` says, as `.repeat(.periodic(delay: 1))`.
  ///
  /// - Parameter behavior: How it repeats.
  /// - Returns: The options.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions(repetitions: behavior.count ?? 0)
  }

  /// How a symbol effect repeats, like SwiftUI's `SymbolEffectOptions.RepeatBehavior`.
  public struct RepeatBehavior: Hashable, Sendable {
    /// How many times it runs; `nil` for without end.
    let count: Int?
    /// The pause between runs, in seconds.
    let delay: Double?

    /// Runs without end, without pausing.
    public static let continuous = RepeatBehavior(count: nil, delay: nil)

    /// Runs without end, pausing `delay` seconds between runs.
    ///
    /// - Parameter delay: The pause; the system's if `nil`.
    /// - Returns: The behaviour.
    public static func periodic(delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(count: nil, delay: delay)
    }

    /// Runs `count` times, pausing `delay` seconds between runs.
    ///
    /// - Parameters:
    ///   - count: How many times; without end if `nil`.
    ///   - delay: The pause; the system's if `nil`.
    /// - Returns: The behaviour.
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(count: count, delay: delay)
    }
  }

  /// Runs at a speed.
  ///
  /// - Parameter speed: How many times as fast.
  /// - Returns: The options.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(rate: speed)
  }

  /// These options, run `count` times.
  ///
  /// - Parameter count: How many times.
  /// - Returns: The options.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var options = self
    options.repetitions = count
    return options
  }

  /// These options, repeating as `behavior` says.
  ///
  /// - Parameter behavior: How it repeats.
  /// - Returns: The options.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    var options = self
    options.repetitions = behavior.count ?? 0
    return options
  }

  /// These options, at a speed.
  ///
  /// - Parameter speed: How many times as fast.
  /// - Returns: The options.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var options = self
    options.rate = speed
    return options
  }
}

extension View {
  /// Plays a symbol effect each time `value` changes, like SwiftUI's
  /// `symbolEffect(_:options:value:)`; recorded, drawn at rest.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  ///   - value: The value whose changes play it.
  /// - Returns: The view.
  nonisolated public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    self.effect(.symbolEffect(effect.description, isActive: true))
  }

  /// Runs a symbol effect while `isActive`; recorded, drawn at rest.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  ///   - isActive: Whether it runs.
  /// - Returns: The view.
  nonisolated public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    self.effect(.symbolEffect(effect.description, isActive: isActive))
  }
}
