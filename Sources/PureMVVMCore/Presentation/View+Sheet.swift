extension View {
  /// Presents a sheet while `isPresented` is true, like SwiftUI's
  /// `sheet(isPresented:onDismiss:content:)`.
  ///
  /// The text renderer draws the screen behind as one dimmed strip and the sheet in a box
  /// under it; the inspector searches only the sheet while it is up.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is up; dismissing sets it to `false`.
  ///   - onDismiss: Runs after the sheet is dismissed.
  ///   - content: The sheet.
  /// - Returns: The view.
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet for `item` while it is not `nil`, like SwiftUI's
  /// `sheet(item:onDismiss:content:)`; another item is another sheet, with fresh state.
  ///
  /// - Parameters:
  ///   - item: The item; dismissing sets it to `nil`.
  ///   - onDismiss: Runs after the sheet is dismissed.
  ///   - content: The sheet for the item.
  /// - Returns: The view.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a cover over the whole screen while `isPresented` is true, like SwiftUI's
  /// `fullScreenCover(isPresented:onDismiss:content:)`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the cover is up; dismissing sets it to `false`.
  ///   - onDismiss: Runs after the cover is dismissed.
  ///   - content: The cover.
  /// - Returns: The view.
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a cover for `item` while it is not `nil`, like SwiftUI's
  /// `fullScreenCover(item:onDismiss:content:)`.
  ///
  /// - Parameters:
  ///   - item: The item; dismissing sets it to `nil`.
  ///   - onDismiss: Runs after the cover is dismissed.
  ///   - content: The cover for the item.
  /// - Returns: The view.
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a popover while `isPresented` is true, like SwiftUI's `popover`; drawn as a
  /// sheet.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the popover is up; dismissing sets it to `false`.
  ///   - attachmentAnchor: Accepted.
  ///   - arrowEdge: Accepted.
  ///   - content: The popover.
  /// - Returns: The view.
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.popover, isPresented: isPresented, onDismiss: nil, content: content)
  }

  /// Presents a popover for `item` while it is not `nil`; drawn as a sheet.
  ///
  /// - Parameters:
  ///   - item: The item; dismissing sets it to `nil`.
  ///   - attachmentAnchor: Accepted.
  ///   - arrowEdge: Accepted.
  ///   - content: The popover for the item.
  /// - Returns: The view.
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.popover, item: item, onDismiss: nil, content: content)
  }

  nonisolated private func presenting<Content: View>(
    _ style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        style: { _ in style }, presented: { isPresented.wrappedValue ? AnyHashable(0) : nil },
        setDismissed: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
        content: { AnyView(content()) }, message: nil))
  }

  nonisolated private func presenting<Item: Identifiable, Content: View>(
    _ style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        style: { _ in style }, presented: { item.wrappedValue.map { AnyHashable($0.id) } },
        setDismissed: { item.wrappedValue = nil }, onDismiss: onDismiss,
        content: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
        message: nil))
  }
}

extension View {
  /// Keeps the presentation this view is in from being swiped away, like SwiftUI's
  /// `interactiveDismissDisabled(_:)`: the inspector's and console's `dismiss` refuse it
  /// with a reason; the view's own buttons (and `dismiss` from the environment) still
  /// close it.
  ///
  /// - Parameter isDisabled: Whether swiping away is disabled.
  /// - Returns: The view.
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    inheriting { $0.isInteractiveDismissDisabled = isDisabled }
  }
}
