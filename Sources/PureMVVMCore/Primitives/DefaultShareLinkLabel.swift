/// The label a `ShareLink` without one shows: its title ("Share" unless given) and the
/// share symbol, like SwiftUI's `DefaultShareLinkLabel`.
public nonisolated struct DefaultShareLinkLabel: View {
  let title: Text

  /// The title with the `square.and.arrow.up` symbol.
  @MainActor public var body: some View {
    Label {
      title
    } icon: {
      Image(systemName: "square.and.arrow.up")
    }
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  init(sharing items: Data, title: Text?) {
    self.init(sharing: items, label: DefaultShareLinkLabel(title: title ?? Text("Share")))
  }

  /// Creates a link titled "Share" that shares one item, with a preview.
  ///
  /// - Parameters:
  ///   - item: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  ///   - preview: The preview the share sheet shows; accepted.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(sharing: CollectionOfOne(item), title: nil)
  }

  /// Creates a titled link that shares one item, with a preview.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - item: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  ///   - preview: The preview the share sheet shows; accepted.
  public init<I: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(sharing: CollectionOfOne(item), title: Text(titleKey))
  }

  /// Creates a titled link that shares one item, with a preview.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  ///   - preview: The preview the share sheet shows; accepted.
  @_disfavoredOverload
  public init<S: StringProtocol, I: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(sharing: CollectionOfOne(item), title: Text(title))
  }

  /// Creates a titled link that shares one item, with a preview.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  ///   - preview: The preview the share sheet shows; accepted.
  public init<I: Transferable>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(sharing: CollectionOfOne(item), title: title)
  }

  /// Creates a link titled "Share" that shares items, each with a preview.
  ///
  /// - Parameters:
  ///   - items: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  ///   - preview: The preview the share sheet shows for an item; accepted.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(sharing: items, title: nil)
  }

  /// Creates a titled link that shares items, each with a preview.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - items: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  ///   - preview: The preview the share sheet shows for an item; accepted.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(sharing: items, title: Text(titleKey))
  }

  /// Creates a titled link that shares items, each with a preview.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  ///   - preview: The preview the share sheet shows for an item; accepted.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(sharing: items, title: Text(title))
  }

  /// Creates a titled link that shares items, each with a preview.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: What to share.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  ///   - preview: The preview the share sheet shows for an item; accepted.
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(sharing: items, title: title)
  }
}
