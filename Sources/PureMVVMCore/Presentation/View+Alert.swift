import Foundation

extension View {
  /// Presents an alert while `isPresented` is true, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  /// - Returns: The view.
  nonisolated public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertPresentation(
      title: Text(titleKey), isPresented: isPresented, shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: nil)
  }

  /// Presents an alert with a message while `isPresented` is true, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertPresentation(
      title: Text(titleKey), isPresented: isPresented, shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  /// - Returns: The view.
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alertPresentation(
      title: Text(titleKey), isPresented: isPresented,
      shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: nil)
  }

  /// Presents an alert with a message about `data`, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alertPresentation(
      title: Text(titleKey), isPresented: isPresented,
      shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
  }

  /// Presents an alert while `isPresented` is true, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertPresentation(
      title: Text(title), isPresented: isPresented, shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: nil)
  }

  /// Presents an alert with a message while `isPresented` is true, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertPresentation(
      title: Text(title), isPresented: isPresented, shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alertPresentation(
      title: Text(title), isPresented: isPresented, shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: nil)
  }

  /// Presents an alert with a message about `data`, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alertPresentation(
      title: Text(title), isPresented: isPresented, shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
  }

  /// Presents an alert while `isPresented` is true, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  /// - Returns: The view.
  nonisolated public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertPresentation(
      title: title, isPresented: isPresented, shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: nil)
  }

  /// Presents an alert with a message while `isPresented` is true, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  nonisolated public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertPresentation(
      title: title, isPresented: isPresented, shown: isPresented.wrappedValue,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  /// - Returns: The view.
  nonisolated public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alertPresentation(
      title: title, isPresented: isPresented, shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: nil)
  }

  /// Presents an alert with a message about `data`, like SwiftUI's `alert`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - data: What it is about; it shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  ///   - message: The text under the title.
  /// - Returns: The view.
  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alertPresentation(
      title: title, isPresented: isPresented, shown: isPresented.wrappedValue && data != nil,
      actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
  }

  /// Presents an alert for an error while `isPresented` is true, titled by its
  /// description, like SwiftUI's `alert(isPresented:error:actions:)`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - error: The error; the alert shows only while this is not `nil`.
  ///   - actions: Its buttons; each dismisses the alert after running.
  /// - Returns: The view.
  nonisolated public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    alertPresentation(
      title: Text(verbatim: error?.errorDescription ?? ""),
      isPresented: isPresented, shown: isPresented.wrappedValue && error != nil,
      actions: AnyView(actions()), message: nil)
  }

  /// Presents an alert for an error with a message while `isPresented` is true.
  ///
  /// - Parameters:
  ///   - isPresented: Whether it is up; every action and dismissal sets it to `false`.
  ///   - error: The error; the alert shows only while this is not `nil`.
  ///   - actions: Its buttons for the error; each dismisses the alert after running.
  ///   - message: The text under the title, for the error.
  /// - Returns: The view.
  nonisolated public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    alertPresentation(
      title: Text(verbatim: error?.errorDescription ?? ""),
      isPresented: isPresented, shown: isPresented.wrappedValue && error != nil,
      actions: error.map { AnyView(actions($0)) }, message: error.map { AnyView(message($0)) })
  }

  nonisolated private func alertPresentation(
    title: Text, isPresented: Binding<Bool>, shown: Bool, actions: AnyView?, message: AnyView?
  ) -> some View {
    modifier(
      PresentationModifier(
        style: { .alert(title: $0) },
        presented: { shown ? AnyHashable(0) : nil },
        setDismissed: { isPresented.wrappedValue = false }, onDismiss: nil,
        content: { actions ?? AnyView(EmptyView()) },
        message: message.map { message in { message } }, title: title))
  }
}
