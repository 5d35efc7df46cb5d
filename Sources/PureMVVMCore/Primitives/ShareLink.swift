import Foundation

/// A button that shares items, like SwiftUI's `ShareLink`.
///
/// Drawn as a link whose destination names the items (a URL's address, a text itself);
/// tapping it opens no share sheet, since there is no system to share with.
public nonisolated struct ShareLink<
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
  Label: View
>: View where Data.Element: Transferable {
  private let items: Data
  private let label: Label

  /// Creates a link that shares `items`, each with a preview, and any label.
  ///
  /// - Parameters:
  ///   - items: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  ///   - preview: The preview the share sheet shows for an item; accepted.
  ///   - label: The label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(sharing: items, label: label())
  }

  /// Creates a link that shares one item, with a preview, and any label.
  ///
  /// - Parameters:
  ///   - item: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  ///   - preview: The preview the share sheet shows; accepted.
  ///   - label: The label.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    self.init(sharing: CollectionOfOne(item), label: label())
  }

  init(sharing items: Data, label: Label) {
    self.items = items
    self.label = label
  }

  /// Resolves to a link element whose destination names the items.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    let destination = items.map(Self.describe).joined(separator: " ")
    elements.append(
      Element(
        Control(.link, title: Element.title(of: children), face: .hyperlink(url: destination)),
        children: Element.isPlainText(children) ? [] : children, context: context,
        action: {}))
  }

  @MainActor private static func describe(_ item: Data.Element) -> String {
    switch item {
    case let url as URL: url.absoluteString
    case let text as String: text
    default: String(describing: item)
    }
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// Creates a link that shares a URL, with any label.
  ///
  /// - Parameters:
  ///   - item: The URL.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the URL; accepted.
  ///   - label: The label.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<URL> {
    self.init(sharing: CollectionOfOne(item), label: label())
  }

  /// Creates a link that shares a text, with any label.
  ///
  /// - Parameters:
  ///   - item: The text.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the text; accepted.
  ///   - label: The label.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<String> {
    self.init(sharing: CollectionOfOne(item), label: label())
  }

  /// Creates a link that shares several URLs, with any label.
  ///
  /// - Parameters:
  ///   - items: The URLs.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the URLs; accepted.
  ///   - label: The label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data.Element == URL {
    self.init(sharing: items, label: label())
  }

  /// Creates a link that shares several texts, with any label.
  ///
  /// - Parameters:
  ///   - items: The texts.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the texts; accepted.
  ///   - label: The label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data.Element == String {
    self.init(sharing: items, label: label())
  }
}
