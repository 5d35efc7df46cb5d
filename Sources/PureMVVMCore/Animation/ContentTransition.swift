/// How a view's content changes from one value to the next, like SwiftUI's
/// `ContentTransition`; recorded on the element, drawn at its final value.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
  /// The transition as Swift would spell it, such as `numericText(countsDown: true)`.
  public let description: String

  /// The content changes at once.
  public static let identity = ContentTransition(description: "identity")
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(description: "opacity")
  /// The content morphs from one to the other.
  public static let interpolate = ContentTransition(description: "interpolate")
  /// Symbols change with the default symbol effect.
  public static let symbolEffect = ContentTransition(description: "symbolEffect")

  /// Digits roll from one number to the next.
  ///
  /// - Parameter countsDown: Whether they roll downwards.
  /// - Returns: The transition.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(description: "numericText(countsDown: \(countsDown))")
  }

  /// Digits roll from one number to the next, in the direction `value` changed.
  ///
  /// - Parameter value: The number shown.
  /// - Returns: The transition.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(description: "numericText(value: \(value))")
  }

  /// Symbols change with a symbol effect.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  /// - Returns: The transition.
  public static func symbolEffect<T: SymbolEffect & ContentTransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(description: "symbolEffect(\(effect.configuration.description))")
  }
}

extension View {
  /// Sets how the view's content changes, like SwiftUI's `contentTransition(_:)`.
  ///
  /// - Parameter transition: The transition; the elements record it in
  ///   ``ElementAttributes/effects``.
  /// - Returns: The view.
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
    effect(.contentTransition(transition))
  }
}
