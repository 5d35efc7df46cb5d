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
  /// - Parameter count: How many times; the effect's own count if `nil`.
  /// - Returns: The options.
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions {
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

    /// Runs without end, with the system's pause between runs.
    public static var periodic: RepeatBehavior { periodic() }

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

  /// These options, running without end.
  public var repeating: SymbolEffectOptions { self.repeat(0) }

  /// These options, running once.
  public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

  /// These options, run `count` times.
  ///
  /// - Parameter count: How many times; the effect's own count if `nil`.
  /// - Returns: The options.
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
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
