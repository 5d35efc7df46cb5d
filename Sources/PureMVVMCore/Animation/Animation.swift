import Foundation

/// How a change moves from its old state to its new one, like SwiftUI's `Animation`.
///
/// A host has no clock: every change draws its final state at once, whatever its
/// animation. The animation is still recorded, so a test can ask which one a change ran
/// under (`DesignInspector.lastTransaction?.animation == .spring`) and read it in its
/// ``description``, such as `spring(response: 0.5, dampingFraction: 0.825)`.
///
/// Animations compare equal when they were built the same way: `.easeIn` equals `.easeIn`
/// but not `.easeIn(duration: 0.35)`, as in SwiftUI.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The curve or spring, by the name and arguments it was made with.
  let name: String
  /// The animation of your own it runs, if made with ``init(_:)``.
  let custom: CustomAnimationBox?
  /// The arguments of the curve or spring, in the order they were given.
  let arguments: [Argument]
  /// The changes made to it with ``delay(_:)``, ``speed(_:)``, ``repeatCount(_:autoreverses:)``
  /// and ``repeatForever(autoreverses:)``, in order.
  private(set) var adjustments: [Adjustment] = []

  /// A change made to an animation after it was built.
  enum Adjustment: Hashable, Sendable {
    case delay(Double)
    case speed(Double)
    case repeatCount(Int, autoreverses: Bool)
    case repeatForever(autoreverses: Bool)
    case logicallyComplete(after: Double)

    var description: String {
      switch self {
      case .delay(let delay): ".delay(\(delay))"
      case .speed(let speed): ".speed(\(speed))"
      case .repeatCount(let count, let autoreverses):
        ".repeatCount(\(count), autoreverses: \(autoreverses))"
      case .repeatForever(let autoreverses): ".repeatForever(autoreverses: \(autoreverses))"
      case .logicallyComplete(let after): ".logicallyComplete(after: \(after))"
      }
    }
  }

  /// One labelled number, as an animation's description shows it.
  struct Argument: Hashable, Sendable {
    let label: String
    let value: Double
  }

  /// An animation made with `name` and labelled numbers.
  init(_ name: String, _ arguments: KeyValuePairs<String, Double> = [:]) {
    self.name = name
    custom = nil
    self.arguments = arguments.map { Argument(label: $0.key, value: $0.value) }
  }

  /// The animation as Swift would spell it, such as
  /// `easeInOut(duration: 0.3).delay(0.1)`.
  public var description: String {
    let adjusted = adjustments.map(\.description).joined()
    guard !arguments.isEmpty else { return name + adjusted }
    let list = arguments.map { "\($0.label): \($0.value)" }
    return "\(name)(\(list.joined(separator: ", ")))" + adjusted
  }

  /// How long the animation takes in seconds, once through at speed 1; `nil` for springs
  /// and curves without a duration of their own.
  public var duration: TimeInterval? {
    number("duration")
  }

  /// The number given under `label`, if any.
  func number(_ label: String) -> Double? {
    arguments.first { $0.label == label }?.value
  }

  /// How many times the animation runs: 1 unless repeated; `nil` when it repeats forever
  /// (which a host, having no clock, never loops: it draws the final state once).
  public var repeatCount: Int? {
    for adjustment in adjustments.reversed() {
      if case .repeatForever = adjustment { return nil }
      if case .repeatCount(let count, _) = adjustment { return count }
    }
    return 1
  }

  /// Delays the start of the animation.
  ///
  /// - Parameter delay: Seconds; recorded as given.
  /// - Returns: The delayed animation.
  public func delay(_ delay: TimeInterval) -> Animation {
    adjusted(.delay(delay))
  }

  /// Changes the animation's speed.
  ///
  /// - Parameter speed: How many times as fast; recorded as given.
  /// - Returns: The faster or slower animation.
  public func speed(_ speed: Double) -> Animation {
    adjusted(.speed(speed))
  }

  /// Repeats the animation a number of times.
  ///
  /// - Parameters:
  ///   - repeatCount: How many times it runs.
  ///   - autoreverses: Whether every other run goes backwards.
  /// - Returns: The repeating animation.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    adjusted(.repeatCount(repeatCount, autoreverses: autoreverses))
  }

  /// Repeats the animation for as long as it runs; a host draws its final state once.
  ///
  /// - Parameter autoreverses: Whether every other run goes backwards.
  /// - Returns: The repeating animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    adjusted(.repeatForever(autoreverses: autoreverses))
  }

  /// Marks the animation logically complete after a time, for completion handlers.
  ///
  /// - Parameter duration: Seconds.
  /// - Returns: The animation.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    adjusted(.logicallyComplete(after: duration))
  }

  private func adjusted(_ adjustment: Adjustment) -> Animation {
    var animation = self
    animation.adjustments.append(adjustment)
    return animation
  }
}
