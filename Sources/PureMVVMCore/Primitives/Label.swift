/// A title with an icon, like SwiftUI's `Label`: `Label("Favoritos", systemImage: "star")`.
///
/// Drawn as the icon then the title (`★ Favoritos`); `.labelStyle(.iconOnly)` or
/// `.titleOnly` keeps one of them.
public struct Label<Title: View, Icon: View>: View {
  private let title: Title
  private let icon: Icon

  /// Creates a label from any title and icon.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// Resolves to a row of the icon and the title, as the label style keeps them.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let style = context.environment.inheritedAttributes.value.labelStyle
    var children: [Element] = []
    if style != "titleOnly" { Self.append(icon, part: .icon, in: context.child(0), to: &children) }
    if style != "iconOnly" { Self.append(title, part: .title, in: context.child(1), to: &children) }
    elements.append(Element(.hStack, children: children, context: context))
  }

  private static func append(
    _ view: some View, part: ElementPart, in context: ResolveContext, to children: inout [Element]
  ) {
    let first = children.endIndex
    view._resolve(in: context, into: &children)
    for index in first..<children.endIndex { children[index].changeAttributes { $0.part = part } }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - name: The symbol's name.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a text title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The symbol's name.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a text title and an image from the app's assets.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - name: The image's name.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}
