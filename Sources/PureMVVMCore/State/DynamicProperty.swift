/// A stored property of a view that its host links to storage before reading `body`,
/// like SwiftUI's `DynamicProperty`.
///
/// ``State``, ``Environment``, ``StateObject``, ``ObservedObject``, ``EnvironmentObject``,
/// ``AppStorage`` and ``FocusState`` are dynamic properties. A struct of your own that
/// conforms and holds some of them works as in SwiftUI: its properties are linked too.
/// Hosts find a view type's dynamic properties once and remember where they are, so
/// resolving a view costs nothing extra for views without any.
///
/// PureMVVM differs from SwiftUI in one way: ``update()`` is not called; link-time work
/// happens in the properties it holds.
public protocol DynamicProperty {
  /// Called by SwiftUI before `body`; PureMVVM does not call it.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// A dynamic property PureMVVM links itself.
protocol InstalledProperty: DynamicProperty {
  /// Links the property to its storage in `context`.
  ///
  /// - Parameters:
  ///   - slot: The property's index among its view's dynamic properties.
  ///   - context: Where the view sits.
  /// - Returns: Why the view cannot be shown (a missing environment object), or `nil`.
  @MainActor func install(slot: Int, in context: ResolveContext) -> String?

  /// The property as first created, with storage of its own not yet linked: a value that
  /// several places install (one style for many controls) gets one copy per place.
  func unlinkedCopy() -> Self
}
