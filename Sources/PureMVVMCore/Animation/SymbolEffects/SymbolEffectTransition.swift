/// A symbol that comes and goes with a symbol effect, like SwiftUI's
/// `SymbolEffectTransition`: recorded on the view, which comes and goes at once.
public nonisolated struct SymbolEffectTransition: Transition, CustomStringConvertible {
  private let configuration: SymbolEffectConfiguration

  /// The transition that plays `effect`.
  ///
  /// - Parameters:
  ///   - effect: The effect, such as `.appear` or `.drawOn`.
  ///   - options: How it runs.
  public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
    configuration = effect.configuration
  }

  /// The view, unchanged: the effect moves only its symbols, and only those animate.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content
  }

  /// `symbolEffect(appear.up)`, for the effect played.
  public var description: String { "symbolEffect(\(configuration))" }
}

extension Transition where Self == SymbolEffectTransition {
  /// The symbol comes and goes with the effect the system picks.
  public static var symbolEffect: SymbolEffectTransition {
    SymbolEffectTransition(effect: .automatic, options: .default)
  }

  /// The symbol comes and goes with `effect`.
  ///
  /// - Parameters:
  ///   - effect: The effect, such as `.appear` or `.drawOn`.
  ///   - options: How it runs.
  /// - Returns: The transition.
  public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> SymbolEffectTransition {
    SymbolEffectTransition(effect: effect, options: options)
  }
}
