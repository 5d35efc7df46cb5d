/// The subviews of a view as the data of a `ForEach`, like SwiftUI's
/// `ForEachSubviewCollection`: made each time the `ForEach` resolves.
public nonisolated struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  /// The subviews; empty until the `ForEach` resolves the view.
  let subviews: [Subview]

  /// The position of the first subview: 0.
  public var startIndex: Int { subviews.startIndex }

  /// The position after the last subview: the count.
  public var endIndex: Int { subviews.endIndex }

  /// The subview at `position`.
  ///
  /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
  public subscript(position: Int) -> Subview { subviews[position] }
}

extension ForEach {
  /// Repeats `content` for each subview of `view`, like SwiftUI's
  /// `ForEach(subviews:content:)`: a custom container's way to wrap each of the views it
  /// is given.
  ///
  /// ```swift
  /// VStack {
  ///   ForEach(subviews: content) { subview in
  ///     subview.padding().border(Color.secondary)
  ///   }
  /// }
  /// ```
  ///
  /// A subview appears when `content` places it.
  ///
  /// - Parameters:
  ///   - view: The view whose subviews are repeated over.
  ///   - content: Builds the design for one subview.
  @MainActor public init<V: View>(
    subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content
  ) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
    self.init(ForEachSubviewCollection(subviews: []), identify: \.id, content: content)
    loadData = { context in
      ForEachSubviewCollection(subviews: SubviewResolution.subviews(of: view, in: context))
    }
  }
}
