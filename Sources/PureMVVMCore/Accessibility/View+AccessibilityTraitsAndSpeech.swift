import Foundation

extension View {
  /// Gives the view a heading level, like SwiftUI's `accessibilityHeading(_:)`; any level
  /// makes it a header.
  ///
  /// - Parameter level: The level.
  /// - Returns: The view.
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    accessibilityAttributes { $0.headingLevel = level }
  }

  /// Names the view for Voice Control and Full Keyboard Access, like SwiftUI's
  /// `accessibilityInputLabels(_:)`; recorded in ``AccessibilityAttributes/inputLabels``.
  ///
  /// - Parameter inputLabels: The names, most likely first.
  /// - Returns: The view.
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    let labels = inputLabels.map(\.plainText)
    return accessibilityAttributes { $0.inputLabels = labels }
  }

  /// Names the view for Voice Control and Full Keyboard Access.
  ///
  /// - Parameter inputLabelKeys: The names, most likely first.
  /// - Returns: The view.
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> some View
  {
    accessibilityInputLabels(inputLabelKeys.map { Text($0) })
  }

  /// Names the view for Voice Control and Full Keyboard Access.
  ///
  /// - Parameter inputLabels: The names, most likely first.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> some View
  {
    accessibilityInputLabels(inputLabels.map { Text($0) })
  }

  /// Says what kind of text the view holds, like SwiftUI's
  /// `accessibilityTextContentType(_:)`; accepted, as reading does not change.
  ///
  /// - Parameter value: The kind of text.
  /// - Returns: The view.
  nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
    -> some View
  {
    self
  }

  /// Lets the large content viewer show the view, like SwiftUI's
  /// `accessibilityShowsLargeContentViewer()`; accepted, as a host has no viewer.
  ///
  /// - Returns: The view.
  nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
    self
  }

  /// Lets the large content viewer show `largeContentView` for the view; accepted.
  ///
  /// - Parameter largeContentView: What the viewer shows.
  /// - Returns: The view.
  nonisolated public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View {
    self
  }

  /// Says whether the view acts when touched, like SwiftUI's
  /// `accessibilityRespondsToUserInteraction(_:)`; accepted.
  ///
  /// - Parameter respondsToUserInteraction: Whether it acts.
  /// - Returns: The view.
  nonisolated public func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool = true
  ) -> some View {
    self
  }

  /// Keeps the view's colours when Smart Invert is on, like SwiftUI's
  /// `accessibilityIgnoresInvertColors(_:)`; accepted, as a host never inverts.
  ///
  /// - Parameter active: Whether to keep them.
  /// - Returns: The view.
  nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
    self
  }

  /// Makes the view a direct-touch area, like SwiftUI's
  /// `accessibilityDirectTouch(_:options:)`: it gains the `.allowsDirectInteraction`
  /// trait.
  ///
  /// - Parameters:
  ///   - isDirectTouchArea: Whether it is one.
  ///   - options: How it behaves; accepted.
  /// - Returns: The view.
  nonisolated public func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> some View {
    accessibilityAttributes { attributes in
      if isDirectTouchArea {
        attributes.addedTraits.insert(.allowsDirectInteraction)
        attributes.removedTraits.remove(.allowsDirectInteraction)
      }
    }
  }

  /// Links the view with others of the same `id` for navigation, like SwiftUI's
  /// `accessibilityLinkedGroup(id:in:)`; accepted.
  ///
  /// - Parameters:
  ///   - id: The group.
  ///   - namespace: The namespace of the group.
  /// - Returns: The view.
  nonisolated public func accessibilityLinkedGroup<ID: Hashable>(
    id: ID, in namespace: Namespace.ID
  ) -> some View {
    self
  }

  /// Pairs the view with a label or content of the same `id`, like SwiftUI's
  /// `accessibilityLabeledPair(role:id:in:)`; accepted.
  ///
  /// - Parameters:
  ///   - role: The part the view plays.
  ///   - id: The pair.
  ///   - namespace: The namespace of the pair.
  /// - Returns: The view.
  nonisolated public func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> some View {
    self
  }

  /// Sets where activating the view touches it, like SwiftUI's
  /// `accessibilityActivationPoint(_:)`; accepted.
  ///
  /// - Parameter activationPoint: The point, in the view's coordinates.
  /// - Returns: The view.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
    self
  }

  /// Sets where activating the view touches it, relative to its size; accepted.
  ///
  /// - Parameter activationPoint: The point.
  /// - Returns: The view.
  nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
    self
  }

  /// Lets assistive technologies scroll the view, like SwiftUI's
  /// `accessibilityScrollAction(_:)`; accepted.
  ///
  /// - Parameter handler: Scrolls towards an edge.
  /// - Returns: The view.
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    -> some View
  {
    self
  }

  /// Has VoiceOver say every punctuation mark in the view's text, like SwiftUI's
  /// `speechAlwaysIncludesPunctuation(_:)`; accepted.
  ///
  /// - Parameter value: Whether to.
  /// - Returns: The view.
  nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
    self
  }

  /// Has VoiceOver spell the view's text letter by letter, like SwiftUI's
  /// `speechSpellsOutCharacters(_:)`; accepted.
  ///
  /// - Parameter value: Whether to.
  /// - Returns: The view.
  nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
    self
  }

  /// Raises or lowers VoiceOver's pitch for the view's text, like SwiftUI's
  /// `speechAdjustedPitch(_:)`; accepted.
  ///
  /// - Parameter value: From -1 (lower) to 1 (higher).
  /// - Returns: The view.
  nonisolated public func speechAdjustedPitch(_ value: Double) -> some View {
    self
  }

  /// Queues the view's announcements behind the current speech, like SwiftUI's
  /// `speechAnnouncementsQueued(_:)`; accepted.
  ///
  /// - Parameter value: Whether to queue them.
  /// - Returns: The view.
  nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
    self
  }
}
