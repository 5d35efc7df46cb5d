/// How strictly a ``ViewModelTester`` compares states.
public enum Exhaustivity: Sendable, Equatable {
  /// Every change of the projected state must be described; an undescribed one fails.
  case on
  /// Only the fields an expectation changes are checked; other changes are skipped and
  /// listed in ``ViewModelTester/skippedChanges``.
  case off
}
