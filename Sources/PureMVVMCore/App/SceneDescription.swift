import Foundation

/// One window, settings pane, menu bar extra or document group an app shows, as its
/// scenes describe it: what `AppInspector` lists and hosts.
@MainActor public struct SceneDescription {
  /// The kind of scene.
  public enum Kind: String, Sendable {
    /// `WindowGroup`: any number of windows with the same content.
    case windowGroup
    /// `Window`: one window.
    case window
    /// `UtilityWindow`: one floating window.
    case utilityWindow
    /// `Settings`: the app's settings window.
    case settings
    /// `MenuBarExtra`: a menu bar item and its menu or window.
    case menuBarExtra
    /// `DocumentGroup`: a window per document.
    case documentGroup
  }

  /// The kind of scene.
  public let kind: Kind
  /// The scene's identifier, if it has one (`WindowGroup(id:)`, `Window(_:id:)`).
  public let id: String?
  /// The type of value each window presents (`WindowGroup(for:)`), if any.
  public let presentedType: Any.Type?
  /// The commands the scene adds to the app's menus (`.commands`), in order.
  public internal(set) var commands: [CommandDescription] = []
  /// Whether the scene removes the system's standard commands (`.commandsRemoved()`, or
  /// `.commandsReplaced` before its own).
  public internal(set) var removesStandardCommands = false
  /// What a menu bar extra shows in the menu bar.
  public internal(set) var label: AnyView?
  /// The size a new window takes (`.defaultSize`), if set.
  public internal(set) var defaultSize: CGSize?
  /// The scene modifiers applied that change nothing here, by name, in order
  /// (`windowStyle`, `windowResizability`, `handlesExternalEvents`…).
  public internal(set) var acceptedModifiers: [String] = []

  private let titleText: Text?
  private var makeContent: (Any?) -> AnyView

  init(
    kind: Kind, title: Text?, id: String?, presentedType: Any.Type? = nil,
    content: @escaping (Any?) -> AnyView
  ) {
    self.kind = kind
    self.titleText = title
    self.id = id
    self.presentedType = presentedType
    self.makeContent = content
  }

  /// The scene's title, as shown in a window's title bar or the menu bar.
  public var title: String? {
    titleText.flatMap { $0.resolve().first?.string }
  }

  /// The content of one of the scene's windows, the scene modifiers' environment applied.
  ///
  /// - Parameter value: For a scene presenting values (`WindowGroup(for:)`), the value the
  ///   window presents; `nil` (or a value of another type) presents none.
  /// - Returns: The window's root view.
  public func content(presenting value: Any? = nil) -> AnyView {
    makeContent(value)
  }

  /// The description with its content's root changed by `change`.
  func changingContent(_ change: @escaping @MainActor (AnyView) -> AnyView) -> SceneDescription {
    var changed = self
    let make = makeContent
    changed.makeContent = { value in change(make(value)) }
    return changed
  }
}
