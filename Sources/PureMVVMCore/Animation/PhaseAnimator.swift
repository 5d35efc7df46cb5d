/// A view that animates through phases, like SwiftUI's `PhaseAnimator`.
///
/// A host has no clock, so it shows the phase the animator comes to rest in: without a
/// trigger, one that cycles for ever, the last phase; with a trigger, which runs through
/// the phases and returns to the first, the first. Only the first 10,000 phases of a
/// sequence are read (an endless sequence must not hang a host); with no phase it shows
/// nothing.
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  private let phase: Phase?
  private let content: (Phase) -> Content

  /// An animator that runs through `phases` each time `trigger` changes.
  ///
  /// - Parameters:
  ///   - phases: The phases, in order.
  ///   - trigger: The value whose changes run the phases.
  ///   - content: The view in a phase.
  ///   - animation: The animation into each phase.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    phase = phases.first { _ in true }
    self.content = content
  }

  /// An animator that runs through `phases` for ever.
  ///
  /// - Parameters:
  ///   - phases: The phases, in order.
  ///   - content: The view in a phase.
  ///   - animation: The animation into each phase.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    phase = phases.prefix(Self.maximumPhases).reduce(nil) { _, phase in phase }
    self.content = content
  }

  /// How many phases of a sequence are read at most.
  static var maximumPhases: Int { 10_000 }

  /// The view in the phase the animator rests in.
  @MainActor public var body: some View {
    if let phase { content(phase) }
  }
}

extension View {
  /// Animates this view through phases for ever; a host shows the last phase.
  ///
  /// - Parameters:
  ///   - phases: The phases, in order.
  ///   - content: The view in a phase.
  ///   - animation: The animation into each phase.
  /// - Returns: The view.
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Animates this view through phases each time `trigger` changes; a host shows the
  /// first phase, where it rests.
  ///
  /// - Parameters:
  ///   - phases: The phases, in order.
  ///   - trigger: The value whose changes run the phases.
  ///   - content: The view in a phase.
  ///   - animation: The animation into each phase.
  /// - Returns: The view.
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }
}
