import Foundation

extension View {
  /// Presents the system's panel for choosing a file while `isPresented` is true, like
  /// SwiftUI's `fileImporter(isPresented:allowedContentTypes:onCompletion:)`.
  ///
  /// The panel is a placeholder sheet: its title, the types it takes and a Cancel button.
  /// A test chooses with `inspector.presented?.choose([url])`, which sets `isPresented` to
  /// `false` and then calls `onCompletion`; Cancel sets it to `false` and calls nothing.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - allowedContentTypes: The types of file it takes.
  ///   - onCompletion: Receives the file chosen.
  /// - Returns: The view.
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    filePanel(
      FilePanel(
        title: "Choose a file", detail: FilePanel.types(allowedContentTypes), maximum: 1,
        isPresented: isPresented, complete: { onCompletion(.success($0[0])) }, cancel: {}))
  }

  /// Presents the system's panel for choosing files, like SwiftUI's
  /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - allowedContentTypes: The types of file it takes.
  ///   - allowsMultipleSelection: Whether several files can be chosen.
  ///   - onCompletion: Receives the files chosen.
  /// - Returns: The view.
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Presents the system's panel for choosing files, calling `onCancellation` when it is
  /// cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - allowedContentTypes: The types of file it takes.
  ///   - allowsMultipleSelection: Whether several files can be chosen.
  ///   - onCompletion: Receives the files chosen.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: The view.
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    filePanel(
      FilePanel(
        title: allowsMultipleSelection ? "Choose files" : "Choose a file",
        detail: FilePanel.types(allowedContentTypes), maximum: allowsMultipleSelection ? nil : 1,
        isPresented: isPresented, complete: { onCompletion(.success($0)) },
        cancel: onCancellation))
  }

  /// Presents the system's panel for moving a file while `isPresented` is true and `file`
  /// is not `nil`, like SwiftUI's `fileMover(isPresented:file:onCompletion:)`; chosen with
  /// `inspector.presented?.choose([destination])`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - file: The file to move.
  ///   - onCompletion: Receives where it was moved.
  /// - Returns: The view.
  nonisolated public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileMover(
      isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents the system's panel for moving a file, calling `onCancellation` when it is
  /// cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - file: The file to move.
  ///   - onCompletion: Receives where it was moved.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: The view.
  nonisolated public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && file != nil }, set: { isPresented.wrappedValue = $0 })
    return filePanel(
      FilePanel(
        title: "Move \"\(file?.lastPathComponent ?? "")\"", detail: "Choose where", maximum: 1,
        isPresented: shown, complete: { onCompletion(.success($0[0])) }, cancel: onCancellation))
  }

  /// Presents the system's panel for moving files while `isPresented` is true and `files`
  /// is not empty, like SwiftUI's `fileMover(isPresented:files:onCompletion:)`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - files: The files to move.
  ///   - onCompletion: Receives where they were moved.
  /// - Returns: The view.
  nonisolated public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL {
    fileMover(
      isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents the system's panel for moving files, calling `onCancellation` when it is
  /// cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - files: The files to move.
  ///   - onCompletion: Receives where they were moved.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: The view.
  nonisolated public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL {
    let count = files.count
    let shown = Binding(
      get: { isPresented.wrappedValue && count > 0 }, set: { isPresented.wrappedValue = $0 })
    return filePanel(
      FilePanel(
        title: "Move \(count) files", detail: "Choose where", maximum: nil, isPresented: shown,
        complete: { onCompletion(.success($0)) }, cancel: onCancellation))
  }

  /// Presents the system's inspector while `isPresented` is true, like SwiftUI's
  /// `inspector(isPresented:content:)`: as a sheet, as on iPhone.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the inspector is up.
  ///   - content: What it shows.
  /// - Returns: The view.
  nonisolated public func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> V
  )
    -> some View
  {
    let view = content()
    return sheet(isPresented: isPresented) { view }
  }

  /// Sets the width of the inspector column this content is in; accepted (a phone shows the
  /// inspector as a sheet).
  ///
  /// - Parameters:
  ///   - min: The narrowest.
  ///   - ideal: The width.
  ///   - max: The widest.
  /// - Returns: The view.
  nonisolated public func inspectorColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  )
    -> some View
  {
    self
  }

  /// Sets the width of the inspector column this content is in; accepted.
  ///
  /// - Parameter width: The width.
  /// - Returns: The view.
  nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    self
  }

  /// The panel as a sheet: dismissed any way but by choosing (Cancel, a swipe), it is
  /// cancelled.
  nonisolated func filePanel(_ panel: FilePanel) -> some View {
    let isPresented = panel.isPresented
    let cancel = panel.cancel
    let cancelling = Binding(
      get: { isPresented.wrappedValue },
      set: { shown in
        let wasShown = isPresented.wrappedValue
        isPresented.wrappedValue = shown
        if wasShown, !shown { cancel() }
      })
    return sheet(isPresented: cancelling) { panel.cancelling(through: cancelling) }
  }
}

/// The placeholder for a system file panel: its title, what it takes, and Cancel; a test
/// completes it with the files it chooses.
nonisolated struct FilePanel: View {
  let title: String
  let detail: String
  /// The most files it takes; `nil` for any number.
  let maximum: Int?
  /// The fewest files it takes.
  var minimum = 1
  let isPresented: Binding<Bool>
  let complete: ([URL]) -> Void
  let cancel: () -> Void
  /// What Cancel sets to `false`: the binding that cancels the panel as it closes it.
  private var dismissal: Binding<Bool>?

  init(
    title: String, detail: String, maximum: Int?, isPresented: Binding<Bool>,
    complete: @escaping ([URL]) -> Void, cancel: @escaping () -> Void
  ) {
    self.title = title
    self.detail = detail
    self.maximum = maximum
    self.isPresented = isPresented
    self.complete = complete
    self.cancel = cancel
  }

  /// The panel whose Cancel closes it through `dismissal`, which cancels it.
  func cancelling(through dismissal: Binding<Bool>) -> FilePanel {
    var copy = self
    copy.dismissal = dismissal
    return copy
  }

  /// The words for a list of types: `Types: pdf, public.json`.
  static func types(_ types: [UTType]) -> String {
    "Types: " + types.map { $0.preferredFilenameExtension ?? $0.identifier }.joined(separator: ", ")
  }

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let isPresented = isPresented
    let dismissal = dismissal ?? isPresented
    let first = elements.endIndex
    VStack {
      Text(verbatim: title).bold()
      Text(verbatim: detail)
      Button("Cancel", role: .cancel) { dismissal.wrappedValue = false }
    }
    ._resolve(in: context.child(0), into: &elements)
    let complete = complete
    let maximum = maximum
    let minimum = max(minimum, 1)
    for index in first..<elements.endIndex {
      elements[index].withHandlers { handlers in
        handlers.chooseFiles = { urls in
          guard urls.count >= minimum, urls.count <= (maximum ?? .max) else { return false }
          isPresented.wrappedValue = false
          complete(urls)
          return true
        }
      }
    }
  }
}
