import Foundation

extension View {
  /// Sets the heights the sheet this content is in rests at, like SwiftUI's
  /// `presentationDetents(_:)`: it opens at the lowest.
  ///
  /// An empty set counts as `[.large]`. Renderers draw the detent the sheet rests at; a
  /// test reads it with `inspector.presented?.detent`.
  ///
  /// - Parameter detents: The heights.
  /// - Returns: The view.
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(PresentationDetentsModifier(detents: detents, selection: nil))
  }

  /// Sets the heights the sheet this content is in rests at, and which one it rests at,
  /// like SwiftUI's `presentationDetents(_:selection:)`.
  ///
  /// A selection that is not one of `detents` rests the sheet at the lowest. A test moves
  /// the sheet with `inspector.presented?.selectDetent(_:)`, which sets the selection.
  ///
  /// - Parameters:
  ///   - detents: The heights.
  ///   - selection: The detent the sheet rests at.
  /// - Returns: The view.
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(PresentationDetentsModifier(detents: detents, selection: selection))
  }

  /// Shows or hides the drag indicator of the sheet this content is in.
  ///
  /// - Parameter visibility: `.automatic` shows it when the sheet has several detents.
  /// - Returns: The view.
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    presenting { $0.dragIndicator = visibility }
  }

  /// Fills the sheet this content is in with `style`.
  ///
  /// - Parameter style: A colour or other shape style.
  /// - Returns: The view.
  nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    let paint = style._paint
    return presenting { $0.background = paint }
  }

  /// Fills the sheet this content is in with a view; the first colour in it is recorded.
  ///
  /// - Parameters:
  ///   - alignment: Where the view sits; accepted.
  ///   - content: The view.
  /// - Returns: The view.
  nonisolated public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    let paint = (content() as? any ShapeStyle)?._paint
    return presenting { $0.background = paint }
  }

  /// Rounds the top corners of the sheet this content is in.
  ///
  /// - Parameter cornerRadius: The radius; the system's when `nil`.
  /// - Returns: The view.
  nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    presenting { $0.cornerRadius = cornerRadius.map { max($0, 0) } }
  }

  /// Sets whether the screen behind the sheet this content is in takes taps; recorded.
  ///
  /// - Parameter interaction: The interaction.
  /// - Returns: The view.
  nonisolated public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View {
    presenting { $0.backgroundInteraction = interaction }
  }

  /// Sets how the presentation this content is in adapts where space is compact;
  /// recorded (a phone host shows sheets as sheets).
  ///
  /// - Parameter adaptation: The adaptation.
  /// - Returns: The view.
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
    -> some View
  {
    presenting { $0.compactAdaptation = adaptation }
  }

  /// Sets how the presentation adapts in compact widths and heights; the vertical one is
  /// recorded, as it wins where both are compact.
  ///
  /// - Parameters:
  ///   - horizontalAdaptation: In a compact width.
  ///   - verticalAdaptation: In a compact height.
  /// - Returns: The view.
  nonisolated public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    presenting { $0.compactAdaptation = verticalAdaptation }
  }

  /// Sets whether a swipe on the sheet's content scrolls it or resizes the sheet; recorded.
  ///
  /// - Parameter behavior: The behaviour.
  /// - Returns: The view.
  nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  {
    presenting { $0.contentInteraction = behavior }
  }

  /// Changes the presentation details of the elements this content produces.
  nonisolated private func presenting(_ change: @escaping (inout PresentationDetails) -> Void)
    -> some View
  {
    attributing { attributes in
      var details = attributes.presentationDetails ?? PresentationDetails()
      change(&details)
      attributes.presentationDetails = details
    }
  }
}

/// Records a sheet's detents and the one it rests at, and lets a test move it; primitive.
nonisolated struct PresentationDetentsModifier: ViewModifier {
  typealias Body = Never
  let detents: Set<PresentationDetent>
  let selection: Binding<PresentationDetent>?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let sorted =
      detents.isEmpty
      ? [.large] : detents.sorted { ($0.share, $0.description) < ($1.share, $1.description) }
    let lowest = sorted[0]
    let selection = selection ?? context.primitiveState(lowest)
    let resting = sorted.contains(selection.wrappedValue) ? selection.wrappedValue : lowest
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { attributes in
        var details = attributes.presentationDetails ?? PresentationDetails()
        details.detents = sorted
        details.selectedDetent = resting
        attributes.presentationDetails = details
      }
      elements[index].withHandlers { $0.selectDetent = { selection.wrappedValue = $0 } }
    }
  }
}

extension PresentationDetent {
  /// The share of a whole sheet the detent rests at (a height counts against a phone's
  /// sheet, 790 points).
  package var share: CGFloat {
    switch kind {
    case .medium: 0.5
    case .large, .custom: 1
    case .fraction(let fraction): fraction
    case .height(let height): height / 790
    }
  }
}
