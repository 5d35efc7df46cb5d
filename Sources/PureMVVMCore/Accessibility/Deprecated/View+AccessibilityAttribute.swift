import Foundation

/// The iOS 13 forms of the accessibility modifiers, `.accessibility(label:)` and its
/// siblings, which SwiftUI deprecates in favour of `.accessibilityLabel(_:)` and the rest:
/// each does what its replacement does.
extension View {
  /// Labels the view for assistive technologies, like SwiftUI's deprecated
  /// `accessibility(label:)`; use `accessibilityLabel(_:)`.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  nonisolated public func accessibility(label: Text) -> some View {
    accessibilityLabel(label)
  }

  /// Describes the view's value, like SwiftUI's deprecated `accessibility(value:)`; use
  /// `accessibilityValue(_:)`.
  ///
  /// - Parameter value: The value's description.
  /// - Returns: The view.
  nonisolated public func accessibility(value: Text) -> some View {
    accessibilityValue(value)
  }

  /// Says what using the view does, like SwiftUI's deprecated `accessibility(hint:)`; use
  /// `accessibilityHint(_:)`.
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view.
  nonisolated public func accessibility(hint: Text) -> some View {
    accessibilityHint(hint)
  }

  /// Hides the view from assistive technologies, like SwiftUI's deprecated
  /// `accessibility(hidden:)`; use `accessibilityHidden(_:)`.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  nonisolated public func accessibility(hidden: Bool) -> some View {
    accessibilityHidden(hidden)
  }

  /// Identifies the view for tests, like SwiftUI's deprecated `accessibility(identifier:)`;
  /// use `accessibilityIdentifier(_:)`.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The view.
  nonisolated public func accessibility(identifier: String) -> some View {
    accessibilityIdentifier(identifier)
  }

  /// Orders the view among its siblings for assistive technologies, like SwiftUI's
  /// deprecated `accessibility(sortPriority:)`; use `accessibilitySortPriority(_:)`.
  ///
  /// - Parameter sortPriority: The priority; higher comes first.
  /// - Returns: The view.
  nonisolated public func accessibility(sortPriority: Double) -> some View {
    accessibilitySortPriority(sortPriority)
  }

  /// Adds traits to the view, like SwiftUI's deprecated `accessibility(addTraits:)`; use
  /// `accessibilityAddTraits(_:)`.
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    accessibilityAddTraits(traits)
  }

  /// Removes traits from the view, like SwiftUI's deprecated `accessibility(removeTraits:)`;
  /// use `accessibilityRemoveTraits(_:)`.
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }

  /// Gives the view other names for voice control, like SwiftUI's deprecated
  /// `accessibility(inputLabels:)`; use `accessibilityInputLabels(_:)`.
  ///
  /// - Parameter inputLabels: The names.
  /// - Returns: The view.
  nonisolated public func accessibility(inputLabels: [Text]) -> some View {
    accessibilityInputLabels(inputLabels)
  }

  /// Sets where assistive technologies activate the view, like SwiftUI's deprecated
  /// `accessibility(activationPoint:)`; use `accessibilityActivationPoint(_:)`.
  ///
  /// - Parameter activationPoint: The point, relative to the view's size.
  /// - Returns: The view.
  nonisolated public func accessibility(activationPoint: UnitPoint) -> some View {
    accessibilityActivationPoint(activationPoint)
  }

  /// Sets where assistive technologies activate the view, like SwiftUI's deprecated
  /// `accessibility(activationPoint:)`; use `accessibilityActivationPoint(_:)`.
  ///
  /// - Parameter activationPoint: The point, in the view's coordinates.
  /// - Returns: The view.
  nonisolated public func accessibility(activationPoint: CGPoint) -> some View {
    accessibilityActivationPoint(activationPoint)
  }

  /// Tells a picker which option the view is, like SwiftUI's deprecated
  /// `accessibility(selectionIdentifier:)`; accepted, as options are told apart by their
  /// tags.
  ///
  /// - Parameter identifier: The option's identifier.
  /// - Returns: The view.
  nonisolated public func accessibility(selectionIdentifier identifier: AnyHashable) -> some View {
    self
  }
}
