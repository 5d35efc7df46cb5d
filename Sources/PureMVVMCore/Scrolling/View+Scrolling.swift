import Foundation

extension View {
  /// Keeps `id` and the scroll position in step, like SwiftUI's
  /// `scrollPosition(id:anchor:)`.
  ///
  /// Setting `id` scrolls the lists and lazy stacks inside to the row with that identity;
  /// when a host scrolls them (`DesignInspector.scroll(toRow:)`), `id` becomes the first
  /// row shown.
  ///
  /// - Parameters:
  ///   - id: The identity of the row at the top.
  ///   - anchor: Where in the visible area to show it; recorded.
  /// - Returns: The view.
  nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    modifier(ScrollPositionModifier(id: id, anchor: anchor))
  }

  /// Keeps `position` and the scroll position in step, like SwiftUI's
  /// `scrollPosition(_:anchor:)`.
  ///
  /// A new position scrolls the lists and lazy stacks inside to its row or edge; when a
  /// host scrolls them, `position` becomes the first row shown (see ``ScrollPosition``).
  ///
  /// - Parameters:
  ///   - position: The position.
  ///   - anchor: Where in the visible area to show a row; recorded.
  /// - Returns: The view.
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  )
    -> some View
  {
    modifier(ScrollPositionValueModifier(position: position, anchor: anchor))
  }

  /// Sets where scrolling stops, like SwiftUI's `scrollTargetBehavior(_:)`; recorded.
  ///
  /// - Parameter behavior: `.paging`, `.viewAligned` or a behavior of your own.
  /// - Returns: The view.
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    let name = String(describing: type(of: behavior))
    return scrolling { $0.targetBehavior = name }
  }

  /// Makes the views inside the targets of a view-aligned scroll; recorded.
  ///
  /// - Parameter isEnabled: Whether they are.
  /// - Returns: The view.
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    scrolling { $0.isTargetLayout = isEnabled }
  }

  /// Shows or hides scroll indicators, like SwiftUI's `scrollIndicators(_:axes:)`;
  /// recorded.
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - axes: The axes.
  /// - Returns: The view.
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    scrolling { $0.indicators = visibility }
  }

  /// Lets content draw outside the scroll view's bounds; recorded.
  ///
  /// - Parameter disabled: Whether clipping is off.
  /// - Returns: The view.
  nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    scrolling { $0.isClipDisabled = disabled }
  }

  /// Sets where the content starts, like SwiftUI's `defaultScrollAnchor(_:)`.
  ///
  /// `.bottom` (or any anchor at the bottom) starts the lists and lazy stacks inside at
  /// their end, as a chat does, unless a test scrolled them already; other anchors are
  /// recorded.
  ///
  /// - Parameter anchor: The anchor.
  /// - Returns: The view.
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    modifier(DefaultScrollAnchorModifier(anchor: anchor))
      .scrolling { $0.defaultAnchor = anchor }
  }

  /// Sets where the content starts or stays for a role.
  ///
  /// - Parameters:
  ///   - anchor: The anchor.
  ///   - role: Which scrolls it applies to; for `.initialOffset`, as
  ///     ``defaultScrollAnchor(_:)``; otherwise recorded.
  /// - Returns: The view.
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole)
    -> some View
  {
    modifier(DefaultScrollAnchorModifier(anchor: role == .initialOffset ? anchor : nil))
      .scrolling { $0.defaultAnchor = anchor }
  }

  /// Sets how scrolling dismisses the keyboard; recorded.
  ///
  /// - Parameter mode: The mode.
  /// - Returns: The view.
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View
  {
    scrolling { $0.dismissesKeyboard = mode }
  }

  /// Sets whether the scroll view bounces at its edges; recorded.
  ///
  /// - Parameters:
  ///   - behavior: The behavior.
  ///   - axes: The axes.
  /// - Returns: The view.
  nonisolated public func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View {
    scrolling { $0.bounceBehavior = behavior }
  }

  /// Adds margins around a scroll view's content, like SwiftUI's
  /// `contentMargins(_:_:for:)`; drawn as padding.
  ///
  /// - Parameters:
  ///   - edges: The edges.
  ///   - insets: The margins.
  ///   - placement: Where they apply; margins for the indicators alone draw nothing.
  /// - Returns: The view.
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let drawn = placement == .scrollIndicators ? [] : edges
    return padding(
      EdgeInsets(
        top: drawn.contains(.top) ? insets.top : 0,
        leading: drawn.contains(.leading) ? insets.leading : 0,
        bottom: drawn.contains(.bottom) ? insets.bottom : 0,
        trailing: drawn.contains(.trailing) ? insets.trailing : 0))
  }

  /// Adds margins of one length on some edges around a scroll view's content.
  ///
  /// - Parameters:
  ///   - edges: The edges.
  ///   - length: Points; `nil` for the default, 16.
  ///   - placement: Where they apply.
  /// - Returns: The view.
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let length = length ?? 16
    return contentMargins(
      edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length),
      for: placement)
  }

  /// Adds margins of one length on every edge around a scroll view's content.
  ///
  /// - Parameters:
  ///   - length: Points.
  ///   - placement: Where they apply.
  /// - Returns: The view.
  nonisolated public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  )
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }

  /// Changes the scroll settings of the elements this view produces.
  nonisolated private func scrolling(_ change: @escaping (inout ScrollSettings) -> Void)
    -> some View
  {
    attributing {
      var settings = $0.scroll ?? ScrollSettings()
      change(&settings)
      $0.scroll = settings
    }
  }
}
