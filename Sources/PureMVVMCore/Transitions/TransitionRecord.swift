/// A view carrying a transition entering or leaving the tree, as a host logs it.
public struct TransitionRecord: Hashable, Sendable, CustomStringConvertible {
  /// Whether the view entered or left.
  public enum Phase: Hashable, Sendable {
    /// The view entered the tree.
    case insertion
    /// The view left the tree.
    case removal
  }

  /// Whether the view entered or left.
  public let phase: Phase
  /// The transition the view carries; its ``AnyTransition/insertion`` or
  /// ``AnyTransition/removal`` is the one that ran.
  public let transition: AnyTransition
  /// The words the view showed, to tell views apart (empty when it showed none).
  public let text: String

  /// The record as a line, such as `removal of "Milk" with opacity`.
  public var description: String {
    let ran = phase == .insertion ? transition.insertion : transition.removal
    return "\(phase) of \"\(text)\" with \(ran)"
  }
}
