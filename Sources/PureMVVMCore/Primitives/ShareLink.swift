import Foundation

/// A button that shares an item; accepted and inert, like SwiftUI's `ShareLink`.
///
/// Drawn as a link (`Share ↗`) whose destination is the item; tapping it does nothing.
public struct ShareLink: View {
  private let title: String
  private let item: String

  /// Shares a text.
  ///
  /// - Parameters:
  ///   - item: The text.
  ///   - subject: Accepted.
  ///   - message: Accepted.
  public init(item: String, subject: Text? = nil, message: Text? = nil) {
    self.init("Share", item: item)
  }

  /// Shares a URL.
  ///
  /// - Parameters:
  ///   - item: The URL.
  ///   - subject: Accepted.
  ///   - message: Accepted.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init("Share", item: item.absoluteString)
  }

  /// Shares a URL, with a title.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - item: The URL.
  ///   - subject: Accepted.
  ///   - message: Accepted.
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(titleKey.text, item: item.absoluteString)
  }

  private init(_ title: String, item: String) {
    self.title = title
    self.item = item
  }

  /// Resolves to one inert link element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      Element(
        Control(.link, title: title, face: .hyperlink(url: item)), context: context,
        action: {}))
  }
}
