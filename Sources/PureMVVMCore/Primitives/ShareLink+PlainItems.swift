import Foundation

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  /// Creates a link titled "Share" that shares a URL.
  ///
  /// - Parameters:
  ///   - item: The URL.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<URL> {
    self.init(sharing: CollectionOfOne(item), title: nil)
  }

  /// Creates a titled link that shares a URL.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - item: The URL.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<URL> {
    self.init(sharing: CollectionOfOne(item), title: Text(titleKey))
  }

  /// Creates a titled link that shares a URL.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The URL.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<URL> {
    self.init(sharing: CollectionOfOne(item), title: Text(title))
  }

  /// Creates a titled link that shares a URL.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The URL.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  public init(
    _ title: Text, item: URL, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<URL> {
    self.init(sharing: CollectionOfOne(item), title: title)
  }

  /// Creates a link titled "Share" that shares a text.
  ///
  /// - Parameters:
  ///   - item: The text.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<String> {
    self.init(sharing: CollectionOfOne(item), title: nil)
  }

  /// Creates a titled link that shares a text.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - item: The text.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<String> {
    self.init(sharing: CollectionOfOne(item), title: Text(titleKey))
  }

  /// Creates a titled link that shares a text.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The text.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<String> {
    self.init(sharing: CollectionOfOne(item), title: Text(title))
  }

  /// Creates a titled link that shares a text.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - item: The text.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the item; accepted.
  public init(
    _ title: Text, item: String, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<String> {
    self.init(sharing: CollectionOfOne(item), title: title)
  }

  /// Creates a link titled "Share" that shares several URLs.
  ///
  /// - Parameters:
  ///   - items: The URLs.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == URL {
    self.init(sharing: items, title: nil)
  }

  /// Creates a titled link that shares several URLs.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - items: The URLs.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == URL {
    self.init(sharing: items, title: Text(titleKey))
  }

  /// Creates a titled link that shares several URLs.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The URLs.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == URL {
    self.init(sharing: items, title: Text(title))
  }

  /// Creates a titled link that shares several URLs.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The URLs.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == URL {
    self.init(sharing: items, title: title)
  }

  /// Creates a link titled "Share" that shares several texts.
  ///
  /// - Parameters:
  ///   - items: The texts.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == String {
    self.init(sharing: items, title: nil)
  }

  /// Creates a titled link that shares several texts.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - items: The texts.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == String {
    self.init(sharing: items, title: Text(titleKey))
  }

  /// Creates a titled link that shares several texts.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The texts.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == String {
    self.init(sharing: items, title: Text(title))
  }

  /// Creates a titled link that shares several texts.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - items: The texts.
  ///   - subject: The subject, for mail and the like; accepted.
  ///   - message: A message to go with the items; accepted.
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == String {
    self.init(sharing: items, title: title)
  }
}
