extension View {
  /// Presents a dialog of actions while `isPresented` is true, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  /// - Returns: The view.
  nonisolated public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    dialogPresentation(
      title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: nil)
  }

  /// Presents a dialog of actions with a message while `isPresented` is true, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialogPresentation(
      title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a dialog about `data` while `isPresented` is true and `data` is not `nil`, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  /// - Returns: The view.
  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialogPresentation(
      title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: nil)
  }

  /// Presents a dialog with a message about `data`, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    dialogPresentation(
      title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
  }

  /// Presents a dialog of actions while `isPresented` is true, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    dialogPresentation(
      title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: nil)
  }

  /// Presents a dialog of actions with a message while `isPresented` is true, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialogPresentation(
      title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a dialog about `data` while `isPresented` is true and `data` is not `nil`, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialogPresentation(
      title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: nil)
  }

  /// Presents a dialog with a message about `data`, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialogPresentation(
      title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
  }

  /// Presents a dialog of actions while `isPresented` is true, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  /// - Returns: The view.
  nonisolated public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    dialogPresentation(
      title: title, isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: nil)
  }

  /// Presents a dialog of actions with a message while `isPresented` is true, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialogPresentation(
      title: title, isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a dialog about `data` while `isPresented` is true and `data` is not `nil`, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  /// - Returns: The view.
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialogPresentation(
      title: title, isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: nil)
  }

  /// Presents a dialog with a message about `data`, like SwiftUI's `confirmationDialog`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - titleVisibility: Whether the title shows (`.visible`); hidden by default, as on iPhone.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the dialog after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialogPresentation(
      title: title, isPresented: isPresented, titleVisibility: titleVisibility,
      shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
  }

  nonisolated private func dialogPresentation(
    title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, shown: Bool,
    actions: AnyView?, message: AnyView?
  ) -> some View {
    modifier(
      PresentationModifier(
        style: { .confirmationDialog(title: $0, showsTitle: titleVisibility == .visible) },
        presented: { shown ? AnyHashable(0) : nil },
        setDismissed: { isPresented.wrappedValue = false }, onDismiss: nil,
        content: { actions ?? AnyView(EmptyView()) },
        message: message.map { message in { message } }, title: title))
  }
}
