import PureMVVMCore

extension InspectedElement {
  /// Turns the Digital Crown on this view by `amount` of its bound value, as a person
  /// turning it on a watch (`.digitalCrownRotation`): the value stays within its bounds,
  /// wrapping round when continuous, and snaps to its step.
  ///
  /// - Parameter amount: How much the value changes; negative turns it down. A value that
  ///   is not finite changes nothing.
  /// - Throws: ``InspectionError`` if the element is gone, ambiguous or disabled, or the
  ///   crown does not turn anything on it.
  public func rotateDigitalCrown(by amount: Double) throws(InspectionError) {
    defer { inspector.invalidate() }
    try handler(\.handlers?.rotateCrown, else: .notAdjustable)(amount)
  }
}
