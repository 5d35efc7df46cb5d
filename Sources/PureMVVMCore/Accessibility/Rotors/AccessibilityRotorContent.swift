/// The entries of a rotor, like SwiftUI's `AccessibilityRotorContent`: built from
/// ``AccessibilityRotorEntry`` values and `ForEach`.
public protocol AccessibilityRotorContent {
  /// The type of content this content is made of.
  associatedtype Body: AccessibilityRotorContent

  /// The content this content is made of.
  @AccessibilityRotorContentBuilder var body: Body { get }

  /// The entries' labels, in order; for implementing primitives.
  var _entryLabels: [String] { get }
}

extension AccessibilityRotorContent {
  /// The labels of the entries of ``body``.
  public var _entryLabels: [String] { body._entryLabels }
}

extension AccessibilityRotorContent where Body == Never {
  /// Primitive content has no body.
  public var body: Never { fatalError("\(Self.self) has no body.") }
}

extension Never: AccessibilityRotorContent {
  /// None.
  public var _entryLabels: [String] { [] }
}

/// Rotor entries made by a builder: the labels of each part, in order.
struct RotorEntryList: AccessibilityRotorContent {
  typealias Body = Never

  let labels: [String]

  var _entryLabels: [String] { labels }
}
