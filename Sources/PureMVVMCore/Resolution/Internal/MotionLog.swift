/// What a host records instead of animating: the feedback played and the views that
/// entered or left with a transition.
///
/// A class of its own, not part of the graph, so the lifecycle actions that write to it
/// (which the graph keeps) hold it without holding the graph in a cycle.
@MainActor
package final class MotionLog {
  /// The feedback `.sensoryFeedback` modifiers played, oldest first.
  package var sensoryFeedback: [SensoryFeedback] = []
  /// The insertions and removals of views carrying a transition, oldest first.
  package var transitions: [TransitionRecord] = []
  /// How many times the host resolved its views: views present in the first resolution
  /// were not inserted.
  package var resolutions = 0
}
