/// How a symbol effect runs, like SwiftUI's `SymbolEffectOptions`.
///
/// How often it repeats and how fast: recorded with the effect, and spelt as Swift writes
/// it (`.repeat(.periodic(2, delay: 0.5)).speed(2.0)`).
public struct SymbolEffectOptions: Hashable, Sendable, CustomStringConvertible {
  /// How the effect repeats; `nil` for the effect's own way.
  private var repetition: Repetition?
  /// How many times as fast it runs.
  private var rate: Double = 1

  /// How an effect was asked to repeat.
  private enum Repetition: Hashable, Sendable {
    case count(Int)
    case forever
    case behavior(RepeatBehavior)
  }

  /// The effect's own repetition, at the default speed.
  public static let `default` = SymbolEffectOptions()
  /// Repeats without end (a host draws it at rest).
  public static let repeating = SymbolEffectOptions().repeating
  /// Runs once.
  public static let nonRepeating = SymbolEffectOptions().nonRepeating

  /// Runs `count` times.
  ///
  /// - Parameter count: How many times; the effect's own count if `nil`.
  /// - Returns: The options.
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }

  /// Repeats as `behavior` says, as `.repeat(.periodic(delay: 1))`.
  ///
  /// - Parameter behavior: How it repeats.
  /// - Returns: The options.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(behavior)
  }

  /// Runs at a speed.
  ///
  /// - Parameter speed: How many times as fast.
  /// - Returns: The options.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, repeating without end.
  public var repeating: SymbolEffectOptions { changing { $0.repetition = .forever } }

  /// These options, running once.
  public var nonRepeating: SymbolEffectOptions { changing { $0.repetition = .count(1) } }

  /// These options, run `count` times.
  ///
  /// - Parameter count: How many times; the effect's own count if `nil`.
  /// - Returns: The options.
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    changing { $0.repetition = count.map { .count($0) } }
  }

  /// These options, repeating as `behavior` says.
  ///
  /// - Parameter behavior: How it repeats.
  /// - Returns: The options.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    changing { $0.repetition = .behavior(behavior) }
  }

  /// These options, at a speed.
  ///
  /// - Parameter speed: How many times as fast.
  /// - Returns: The options.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    changing { $0.rate = speed }
  }

  /// The options as Swift spells them, such as `.repeat(3).speed(2.0)`; `.default` for none.
  public var description: String {
    var parts: [String] = []
    switch repetition {
    case nil: break
    case .forever: parts.append(".repeating")
    case .count(let count): parts.append(count == 1 ? ".nonRepeating" : ".repeat(\(count))")
    case .behavior(let behavior): parts.append(".repeat(\(behavior))")
    }
    if rate != 1 { parts.append(".speed(\(rate))") }
    return parts.isEmpty ? ".default" : parts.joined()
  }

  private func changing(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
    var options = self
    change(&options)
    return options
  }
}
