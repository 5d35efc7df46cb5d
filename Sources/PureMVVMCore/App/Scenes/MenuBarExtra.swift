/// An item in the system's menu bar with a menu or window of its own, like SwiftUI's
/// `MenuBarExtra` (macOS); described with its content, as hosts have no menu bar.
nonisolated public struct MenuBarExtra<Label: View, Content: View>: Scene {
  /// Built-in scenes have no body.
  public typealias Body = Never

  private let label: Label
  private let title: Text?
  private let isInserted: Binding<Bool>?
  private let content: Content

  private init(label: Label, title: Text?, isInserted: Binding<Bool>?, content: Content) {
    self.label = label
    self.title = title
    self.isInserted = isInserted
    self.content = content
  }

  /// Creates an item with a label of your own.
  ///
  /// - Parameters:
  ///   - content: The item's menu or window.
  ///   - label: What the menu bar shows.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, isInserted: nil, content: content())
  }

  /// Creates an item the app may remove from the menu bar.
  ///
  /// - Parameters:
  ///   - isInserted: Whether the item is in the menu bar.
  ///   - content: The item's menu or window.
  ///   - label: What the menu bar shows.
  public init(
    isInserted: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, isInserted: isInserted, content: content())
  }

  /// Adds the item, unless it is not inserted.
  ///
  /// - Parameter scenes: The scenes so far.
  @MainActor public func _describe(into scenes: inout [SceneDescription]) {
    guard isInserted?.wrappedValue != false else { return }
    let content = content
    var scene = SceneDescription(kind: .menuBarExtra, title: title, id: nil) { _ in
      AnyView(content)
    }
    scene.label = AnyView(label)
    scenes.append(scene)
  }
}

extension MenuBarExtra where Label == Text {
  /// Creates an item shown as a localized title.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - content: The item's menu or window.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), title: Text(titleKey), isInserted: nil, content: content())
  }

  /// Creates an item shown as a localized title, which the app may remove.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isInserted: Whether the item is in the menu bar.
  ///   - content: The item's menu or window.
  public init(
    _ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: Text(titleKey), title: Text(titleKey), isInserted: isInserted, content: content())
  }

  /// Creates an item shown as a title, as written.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - content: The item's menu or window.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), title: Text(title), isInserted: nil, content: content())
  }

  /// Creates an item shown as a title, as written, which the app may remove.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isInserted: Whether the item is in the menu bar.
  ///   - content: The item's menu or window.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(label: Text(title), title: Text(title), isInserted: isInserted, content: content())
  }
}

extension MenuBarExtra where Label == PureMVVMCore.Label<Text, Image> {
  private init(title: Text, icon: Image, isInserted: Binding<Bool>?, content: Content) {
    self.init(
      label: PureMVVMCore.Label {
        title
      } icon: {
        icon
      }, title: title, isInserted: isInserted,
      content: content)
  }

  /// Creates an item shown as a symbol, titled.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The SF Symbol's name.
  ///   - content: The item's menu or window.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(titleKey), icon: Image(systemName: systemImage), isInserted: nil,
      content: content())
  }

  /// Creates an item shown as a symbol, titled, which the app may remove.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The SF Symbol's name.
  ///   - isInserted: Whether the item is in the menu bar.
  ///   - content: The item's menu or window.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(titleKey), icon: Image(systemName: systemImage), isInserted: isInserted,
      content: content())
  }

  /// Creates an item shown as an image, titled.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image's name in the app's assets.
  ///   - content: The item's menu or window.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(
      title: Text(titleKey), icon: Image(image), isInserted: nil, content: content())
  }

  /// Creates an item shown as an image, titled, which the app may remove.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image's name in the app's assets.
  ///   - isInserted: Whether the item is in the menu bar.
  ///   - content: The item's menu or window.
  public init(
    _ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(titleKey), icon: Image(image), isInserted: isInserted, content: content())
  }

  /// Creates an item shown as an image resource, titled.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image resource.
  ///   - content: The item's menu or window.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(titleKey), icon: Image(image), isInserted: nil, content: content())
  }

  /// Creates an item shown as an image resource, titled, which the app may remove.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image resource.
  ///   - isInserted: Whether the item is in the menu bar.
  ///   - content: The item's menu or window.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(titleKey), icon: Image(image), isInserted: isInserted, content: content())
  }

  /// Creates an item shown as a symbol, titled as written.
  ///
  /// - Parameters:
  ///   - title: The title, as written.
  ///   - systemImage: The SF Symbol's name.
  ///   - content: The item's menu or window.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(title), icon: Image(systemName: systemImage), isInserted: nil, content: content())
  }

  /// Creates an item shown as a symbol, titled as written, which the app may remove.
  ///
  /// - Parameters:
  ///   - title: The title, as written.
  ///   - systemImage: The SF Symbol's name.
  ///   - isInserted: Whether the item is in the menu bar.
  ///   - content: The item's menu or window.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(title), icon: Image(systemName: systemImage), isInserted: isInserted,
      content: content())
  }

  /// Creates an item shown as an image, titled as written.
  ///
  /// - Parameters:
  ///   - title: The title, as written.
  ///   - image: The image's name in the app's assets.
  ///   - content: The item's menu or window.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
    self.init(
      title: Text(title), icon: Image(image), isInserted: nil, content: content())
  }

  /// Creates an item shown as an image, titled as written, which the app may remove.
  ///
  /// - Parameters:
  ///   - title: The title, as written.
  ///   - image: The image's name in the app's assets.
  ///   - isInserted: Whether the item is in the menu bar.
  ///   - content: The item's menu or window.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(title), icon: Image(image), isInserted: isInserted, content: content())
  }

  /// Creates an item shown as an image resource, titled as written.
  ///
  /// - Parameters:
  ///   - title: The title, as written.
  ///   - image: The image resource.
  ///   - content: The item's menu or window.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(title), icon: Image(image), isInserted: nil, content: content())
  }

  /// Creates an item shown as an image resource, titled as written, which the app may remove.
  ///
  /// - Parameters:
  ///   - title: The title, as written.
  ///   - image: The image resource.
  ///   - isInserted: Whether the item is in the menu bar.
  ///   - content: The item's menu or window.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(title), icon: Image(image), isInserted: isInserted, content: content())
  }
}
