import Foundation

/// One entry of a rotor, like SwiftUI's `AccessibilityRotorEntry`: a label, and the view
/// (by its identity) or the text range a screen reader moves to.
///
/// A host records the label (``AccessibilityAttributes/Rotor``); `prepare`, which SwiftUI
/// runs before moving to the entry, is accepted.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
  private let label: String

  /// An entry has no body.
  public typealias Body = Never

  /// The entry's label.
  public var _entryLabels: [String] { [label] }

  private init(label: String) {
    self.label = label
  }

  /// An entry for the view identified by `id`.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - id: The view's identity.
  ///   - textRange: A range of the view's text to move to.
  ///   - prepare: Runs before the screen reader moves there.
  public init(
    _ label: Text, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label: label.plainText)
  }

  /// An entry for the view identified by `id`, labelled by a localized key.
  ///
  /// - Parameters:
  ///   - labelKey: The label.
  ///   - id: The view's identity.
  ///   - textRange: A range of the view's text to move to.
  ///   - prepare: Runs before the screen reader moves there.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label: Text(labelKey).plainText)
  }

  /// An entry for the view identified by `id`, labelled by a string.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - id: The view's identity.
  ///   - textRange: A range of the view's text to move to.
  ///   - prepare: Runs before the screen reader moves there.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label: String(label))
  }

  /// An entry for the view identified by `id` with ``View/accessibilityRotorEntry(id:in:)``
  /// in `namespace`.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - id: The view's identity.
  ///   - namespace: The namespace.
  ///   - textRange: A range of the view's text to move to.
  ///   - prepare: Runs before the screen reader moves there.
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label: label.plainText)
  }

  /// An entry for a view in `namespace`, labelled by a localized key.
  ///
  /// - Parameters:
  ///   - labelKey: The label.
  ///   - id: The view's identity.
  ///   - namespace: The namespace.
  ///   - textRange: A range of the view's text to move to.
  ///   - prepare: Runs before the screen reader moves there.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label: Text(labelKey).plainText)
  }

  /// An entry for a view in `namespace`, labelled by a string; its identity is unlabelled,
  /// as in SwiftUI.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - id: The view's identity.
  ///   - namespace: The namespace.
  ///   - textRange: A range of the view's text to move to.
  ///   - prepare: Runs before the screen reader moves there.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label: String(label))
  }
}

extension AccessibilityRotorEntry where ID == Never {
  /// An entry for a range of the rotor's own element's text.
  ///
  /// - Parameters:
  ///   - label: The label; `nil` for the text in the range.
  ///   - textRange: The range.
  ///   - prepare: Runs before the screen reader moves there.
  public init(
    _ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label: label?.plainText ?? "")
  }

  /// An entry for a range of the rotor's own element's text, labelled by a localized key.
  ///
  /// - Parameters:
  ///   - labelKey: The label.
  ///   - textRange: The range.
  ///   - prepare: Runs before the screen reader moves there.
  public init(
    _ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label: Text(labelKey).plainText)
  }

  /// An entry for a range of the rotor's own element's text, labelled by a string.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - textRange: The range.
  ///   - prepare: Runs before the screen reader moves there.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label: String(label))
  }
}
