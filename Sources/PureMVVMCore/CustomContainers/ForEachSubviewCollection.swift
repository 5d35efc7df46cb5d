/// The subviews of a view as the data of a `ForEach`, like SwiftUI's
/// `ForEachSubviewCollection`: filled each time the `ForEach` resolves.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  /// The subviews, once the `ForEach` resolved the view.
  let storage = LoadedSubviews<Subview>()

  /// The position of the first subview: 0.
  public var startIndex: Int { storage.items.startIndex }

  /// The position after the last subview: the count.
  public var endIndex: Int { storage.items.endIndex }

  /// The subview at `position`.
  ///
  /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
  public subscript(position: Int) -> Subview { storage.items[position] }
}

/// What a `ForEach` over a view's subviews or sections holds: filled by the resolution of
/// the `ForEach`, on the main actor, before its rows read it.
final class LoadedSubviews<Item> {
  /// The subviews or sections of the last resolution; empty before the first.
  var items: [Item] = []
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
    let data = ForEachSubviewCollection<Content>()
    self.init(data, identify: \.id, content: content)
    loadData = { @MainActor [storage = data.storage] context in
      storage.items = SubviewResolution.subviews(of: view, in: context)
    }
  }
}
