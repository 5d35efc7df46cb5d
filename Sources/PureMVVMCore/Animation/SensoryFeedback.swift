/// Haptic or audio feedback, like SwiftUI's `SensoryFeedback`: a host records it instead
/// of playing it (`DesignInspector.sensoryFeedback`).
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
  /// The feedback as Swift would spell it, such as `impact(weight: .heavy)`.
  public let description: String

  /// A task succeeded.
  public static let success = SensoryFeedback(description: "success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback(description: "warning")
  /// A task failed.
  public static let error = SensoryFeedback(description: "error")
  /// The selection changed.
  public static let selection = SensoryFeedback(description: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(description: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(description: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(description: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(description: "stop")
  /// Something lined up.
  public static let alignment = SensoryFeedback(description: "alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback(description: "levelChange")
  /// A pattern of a path was completed.
  public static let pathComplete = SensoryFeedback(description: "pathComplete")
  /// A physical impact.
  public static let impact = SensoryFeedback(description: "impact")

  /// A physical impact of a weight.
  ///
  /// - Parameters:
  ///   - weight: How heavy.
  ///   - intensity: 0 to 1.
  /// - Returns: The feedback.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(description: "impact(weight: .\(weight.name), intensity: \(intensity))")
  }

  /// A physical impact of a flexibility.
  ///
  /// - Parameters:
  ///   - flexibility: How flexible.
  ///   - intensity: 0 to 1.
  /// - Returns: The feedback.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(
      description: "impact(flexibility: .\(flexibility.name), intensity: \(intensity))")
  }

  /// How heavy an impact is.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// Light.
    public static let light = Weight(name: "light")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
  }

  /// How flexible what is hit is.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    /// Rigid.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid.
    public static let solid = Flexibility(name: "solid")
    /// Soft.
    public static let soft = Flexibility(name: "soft")
  }
}

extension View {
  /// Plays `feedback` when `trigger` changes, like SwiftUI's `sensoryFeedback(_:trigger:)`;
  /// a host records it.
  ///
  /// - Parameters:
  ///   - feedback: The feedback.
  ///   - trigger: The value whose changes play it.
  /// - Returns: The view.
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  {
    sensoryFeedback(trigger: trigger) { _, _ in feedback }
  }

  /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new
  /// values; a host records it.
  ///
  /// - Parameters:
  ///   - feedback: The feedback.
  ///   - trigger: The value whose changes may play it.
  ///   - condition: Whether a change plays it.
  /// - Returns: The view.
  nonisolated public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    sensoryFeedback(trigger: trigger) { condition($0, $1) ? feedback : nil }
  }

  /// Plays the feedback `feedback` returns when `trigger` changes; a host records it.
  ///
  /// - Parameters:
  ///   - trigger: The value whose changes may play feedback.
  ///   - feedback: The feedback for the old and new values, or `nil` for none.
  /// - Returns: The view.
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    modifier(
      SensoryFeedbackModifier(
        trigger: trigger, isEqual: { ($0 as? T) == trigger },
        feedback: { old, new in
          guard let old = old as? T, let new = new as? T else { return nil }
          return feedback(old, new)
        }))
  }
}

extension View {
  /// Plays the feedback `feedback` returns when `trigger` changes; a host records it.
  ///
  /// - Parameters:
  ///   - trigger: The value whose changes may play feedback.
  ///   - feedback: The feedback, or `nil` for none.
  /// - Returns: The view.
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping () -> SensoryFeedback?
  ) -> some View {
    sensoryFeedback(trigger: trigger) { _, _ in feedback() }
  }
}

/// Records feedback in its host when its trigger changes; primitive.
nonisolated struct SensoryFeedbackModifier: ViewModifier {
  typealias Body = Never
  let trigger: Any
  let isEqual: (Any) -> Bool
  let feedback: (Any, Any) -> SensoryFeedback?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let motion = context.graph.motion
    let feedback = feedback
    context.registerLifecycle(
      .change(
        value: trigger, isEqual: isEqual, initial: false,
        action: { old, new in
          if let played = feedback(old, new) { motion.sensoryFeedback.append(played) }
        }),
      at: context.position)
    content._resolve(in: context.child(0), into: &elements)
  }
}
