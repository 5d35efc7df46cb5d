/// A view that compares itself with its last value before updating its content, like
/// SwiftUI's `EquatableView`.
///
/// ```swift
/// struct RouteRow: View, Equatable {
///   let name: String
///   var body: some View { Text(name) }
/// }
/// RouteRow(name: "Anaga").equatable()
/// ```
///
/// SwiftUI skips the content's update when the new content equals the old one. Here the
/// content resolves on every pass, so what is drawn and found is what SwiftUI shows for an
/// `==` that compares everything the body reads (see *Differences from SwiftUI*).
public nonisolated struct EquatableView<Content: Equatable & View>: View {
  /// The view shown, compared with `==`.
  public var content: Content

  /// Creates a view that shows `content`.
  ///
  /// - Parameter content: The view, compared with its last value.
  public init(content: Content) {
    self.content = content
  }

  /// Resolves the content as its one child.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    content._resolve(in: context.child(0), into: &elements)
  }
}

extension View where Self: Equatable {
  /// Wraps this view in an ``EquatableView``, which compares it with its last value with
  /// `==`.
  ///
  /// - Returns: The wrapped view.
  nonisolated public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}
