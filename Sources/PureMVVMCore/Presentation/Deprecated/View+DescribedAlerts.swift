extension View {
  /// Presents the alert `content` describes while `isPresented` is true (the iOS 13
  /// form).
  ///
  /// `content` is called only while the alert is up.
  ///
  /// - Parameters:
  ///   - isPresented: Whether it is up; every button sets it to `false`.
  ///   - content: The alert.
  /// - Returns: The view.
  nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = isPresented.wrappedValue ? content() : nil
    return self.alert(alert?.title ?? Text(verbatim: ""), isPresented: isPresented) {
      DescribedButtons(buttons: alert?.buttons ?? [])
    } message: {
      alert?.message
    }
  }

  /// Presents the alert `content` describes for `item` while it is not `nil` (the iOS 13
  /// form); every button sets it to `nil`.
  ///
  /// - Parameters:
  ///   - item: The item the alert is about.
  ///   - content: The alert, from the item.
  /// - Returns: The view.
  nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    alert(isPresented: item.isPresentBinding()) {
      item.wrappedValue.map(content) ?? Alert(title: Text(""))
    }
  }

  /// Presents the action sheet `content` describes while `isPresented` is true (the
  /// iOS 13 form), as a confirmation dialog with its title.
  ///
  /// - Parameters:
  ///   - isPresented: Whether it is up; every button sets it to `false`.
  ///   - content: The sheet.
  /// - Returns: The view.
  nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet)
    -> some View
  {
    let sheet = isPresented.wrappedValue ? content() : nil
    return confirmationDialog(
      sheet?.title ?? Text(verbatim: ""), isPresented: isPresented, titleVisibility: .visible
    ) {
      DescribedButtons(buttons: sheet?.buttons ?? [])
    } message: {
      sheet?.message
    }
  }

  /// Presents the action sheet `content` describes for `item` while it is not `nil`.
  ///
  /// - Parameters:
  ///   - item: The item the sheet is about.
  ///   - content: The sheet, from the item.
  /// - Returns: The view.
  nonisolated public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>, content: (Item) -> ActionSheet
  ) -> some View {
    actionSheet(isPresented: item.isPresentBinding()) {
      item.wrappedValue.map(content) ?? ActionSheet(title: Text(""))
    }
  }
}

extension Binding {
  /// Whether an optional value is there; setting `false` clears it.
  fileprivate func isPresentBinding<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(get: { wrappedValue != nil }, set: { if !$0 { wrappedValue = nil } })
  }
}
