import Foundation

/// A link to a URL, like SwiftUI's `Link`.
///
/// Tapping it calls the environment's ``EnvironmentValues/openURL``, which hosts leave
/// doing nothing: the inspector reports the link's `InspectedElement/url`, and the
/// console's `open` prints where it goes. The text renderer draws `Terms ↗`.
public nonisolated struct Link<Label: View>: View {
  private let label: Label
  private let destination: URL

  /// Creates a link with any label.
  ///
  /// - Parameters:
  ///   - destination: Where it goes.
  ///   - label: The label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
  }

  /// Resolves to one link element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    let openURL = context.environment.openURL
    let destination = self.destination
    elements.append(
      Element(
        Control(
          .link, title: Element.title(of: children),
          face: .hyperlink(url: destination.absoluteString)),
        children: Element.isPlainText(children) ? [] : children, context: context,
        action: { openURL(destination) }))
  }
}

extension Link where Label == Text {
  /// Creates a link with a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - destination: Where it goes.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a link with a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - destination: Where it goes.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension ControlRole {
  /// A link (or share link): found by `find(link:)`.
  public static let link = ControlRole(name: "link")
}
