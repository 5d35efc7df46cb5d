/// A title with an icon, like SwiftUI's `Label`: `Label("Favoritos", systemImage: "star")`.
///
/// What it shows is the body of the ``LabelStyle`` in effect: the icon then the title
/// (`★ Favoritos`) by default; `.labelStyle(.iconOnly)` or `.titleOnly` keeps one of them.
public nonisolated struct Label<Title: View, Icon: View>: View {
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

  /// Resolves to the body of the label style in effect: the icon, then the title, unless
  /// `.labelStyle(_:)` sets another.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = LabelStyleConfiguration(
      titleContent: AnyView(title), iconContent: AnyView(icon))
    context.resolveStyledBody(configuration, fallback: .defaultLabel, into: &elements)
  }
}

extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// Creates a label from a style's configuration, for a ``LabelStyle`` that changes the
  /// look of the style around it rather than making a new one.
  ///
  /// - Parameter configuration: The configuration the style was given.
  @MainActor public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
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

  /// A label with a text title and an image from the app's assets.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The image's name.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}
