extension SymbolEffectOptions {
  /// How a symbol effect repeats, like SwiftUI's `SymbolEffectOptions.RepeatBehavior`:
  /// continuously, or in runs with a pause between them.
  public struct RepeatBehavior: Hashable, Sendable, CustomStringConvertible {
    /// Whether it runs without pausing.
    private let isContinuous: Bool
    /// How many runs; `nil` for without end.
    private let count: Int?
    /// The pause between runs, in seconds; `nil` for the system's.
    private let delay: Double?

    /// Runs without end, without pausing.
    public static let continuous = RepeatBehavior(isContinuous: true, count: nil, delay: nil)

    /// Runs without end, with the system's pause between runs.
    public static var periodic: RepeatBehavior { periodic() }

    /// Runs `count` times, pausing `delay` seconds between runs.
    ///
    /// - Parameters:
    ///   - count: How many times; without end if `nil`.
    ///   - delay: The pause; the system's if `nil`.
    /// - Returns: The behaviour.
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(isContinuous: false, count: count, delay: delay)
    }

    /// The behaviour as Swift spells it, such as `.periodic(2, delay: 0.5)`.
    public var description: String {
      if isContinuous { return ".continuous" }
      let arguments = [count.map { "\($0)" }, delay.map { "delay: \($0)" }].compactMap { $0 }
      return arguments.isEmpty ? ".periodic" : ".periodic(\(arguments.joined(separator: ", ")))"
    }
  }
}
