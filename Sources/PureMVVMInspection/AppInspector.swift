import Foundation
import PureMVVMCore

/// Hosts an app's scenes for a test, as ``DesignInspector`` hosts one design: lists the
/// windows, settings and menus the app's `body` describes, hosts a window's content, and
/// records the windows the app asks to open.
///
/// ```swift
/// let app = AppInspector(RutasApp())
/// let window = try app.window()
/// try window.find(button: "Abrir mapa").tap()
/// #expect(app.openedWindows == [.init(id: "map", value: nil)])
/// try app.menu("Rutas").find(button: "Recargar").tap()
/// ```
///
/// Menus read the focused values of the window last hosted, as an app's menus read its key
/// window's. The app and its windows share one `@AppStorage` store, private to the
/// inspector, as an app's scenes share its defaults.
@MainActor public final class AppInspector {
  /// A request to open or close a window: the scene's identifier, the value presented.
  public struct WindowRequest: Equatable {
    /// The scene's identifier, if given.
    public let id: String?
    /// The value presented, if given.
    public let value: AnyHashable?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - id: The scene's identifier.
    ///   - value: The value presented.
    public init(id: String?, value: AnyHashable?) {
      self.id = id
      self.value = value
    }
  }

  /// The app's windows, settings, menu bar extras and document groups, in the order its
  /// `body` declares them, read again when the app's own state changes (an `@AppStorage`
  /// it declares) or, through a `@FocusedValue` it declares, when the window hosted last
  /// publishes other values.
  public var scenes: [SceneDescription] {
    if let keyWindow { appHost.inheritFocusedValues(from: keyWindow) }
    _ = appHost.elements
    return output.scenes
  }
  /// The windows the app asked to open with `openWindow`, oldest first.
  public private(set) var openedWindows: [WindowRequest] = []
  /// The windows the app asked to close with `dismissWindow`, oldest first.
  public private(set) var dismissedWindows: [WindowRequest] = []
  /// The documents the app asked for new windows for with `newDocument`, oldest first:
  /// host one with ``window(presenting:id:)``.
  public private(set) var newDocuments: [Any] = []
  /// The files the app asked to open with `openDocument`, oldest first.
  public private(set) var openedDocumentURLs: [URL] = []
  /// How many times the app asked to open its settings with `openSettings`.
  public private(set) var settingsOpenCount = 0
  /// The window hosted last, whose focused values the menus read.
  private var keyWindow: DesignInspector?
  /// Hosts the app or scenes, their properties installed, describing them to ``output``.
  private let appHost: DesignInspector
  /// What the app or scenes described last.
  private let output: SceneOutput

  /// Creates an inspector for an app, reading its scenes with the app's own properties
  /// (`@AppStorage`, `@State`, `@FocusedValue`) installed, as SwiftUI installs them.
  ///
  /// - Parameter app: The app.
  public init(_ app: some App) {
    let output = SceneOutput()
    self.output = output
    appHost = DesignInspector(AppHost(app: app, output: output))
  }

  /// Creates an inspector for scenes, as an app's `body` would hold them.
  ///
  /// - Parameter scenes: The scenes.
  public init(scenes: some Scene) {
    let output = SceneOutput()
    self.output = output
    appHost = DesignInspector(SceneHost(scene: scenes, output: output))
  }

  /// The names of the menus the app's commands add, in order.
  public var menus: [String] {
    commands.compactMap { command in
      if case .menu(let name) = command.placement { name } else { nil }
    }
  }

  /// Every command the scenes add to the app's menus, in order.
  public var commands: [CommandDescription] {
    scenes.flatMap(\.commands)
  }

  /// Hosts a window of the first scene with a window (a window group, window or document
  /// group), or of the scene with `id`.
  ///
  /// - Parameter id: The scene's identifier; `nil` for the first window scene.
  /// - Returns: An inspector hosting the window's content.
  /// - Throws: ``InspectionError`` when no scene has the identifier, or none shows windows.
  public func window(id: String? = nil) throws(InspectionError) -> DesignInspector {
    let scene = try self.scene(id: id)
    return host(scene.content())
  }

  /// Hosts a window presenting `value`, of the scene with `id` or of the first made for its
  /// type.
  ///
  /// A scene is made for a type by `WindowGroup(for:)`, or by a `DocumentGroup` of that
  /// document type. A value recorded in ``openedWindows`` (an `AnyHashable`) presents the
  /// value it wraps.
  ///
  /// - Parameters:
  ///   - value: The value the window presents.
  ///   - id: The scene's identifier; `nil` to find the scene by the value's type.
  /// - Returns: An inspector hosting the window's content.
  /// - Throws: ``InspectionError`` when no scene presents values of that type.
  public func window<Value>(presenting value: Value, id: String? = nil) throws(InspectionError)
    -> DesignInspector
  {
    let presented: Any = (value as? AnyHashable)?.base ?? value
    let type = Swift.type(of: presented)
    let candidates = scenes.filter { $0.presentedType == type && (id == nil || $0.id == id) }
    guard let scene = candidates.first else {
      throw error("window", label: id ?? "\(type)", among: scenes.compactMap(\.id))
    }
    return host(scene.content(presenting: presented))
  }

  /// Hosts the app's settings window.
  ///
  /// - Returns: An inspector hosting the settings.
  /// - Throws: ``InspectionError`` when the app has no `Settings` scene.
  public func settings() throws(InspectionError) -> DesignInspector {
    guard let scene = scenes.first(where: { $0.kind == .settings }) else {
      throw error("settings window", label: "Settings", among: [])
    }
    return host(scene.content())
  }

  /// Hosts the items of the menu named `name`, reading the focused values of the window
  /// hosted last: tap its buttons as a user picks them.
  ///
  /// - Parameter name: The menu's name, as its `CommandMenu` gives it.
  /// - Returns: An inspector hosting the menu's items.
  /// - Throws: ``InspectionError`` when no `CommandMenu` has the name.
  public func menu(_ name: String) throws(InspectionError) -> DesignInspector {
    try commands(at: .menu(name))
  }

  /// Hosts the items the app's commands put at `placement` (a `CommandGroup`'s, or a
  /// `CommandMenu`'s), all of them in order, reading the focused values of the window
  /// hosted last.
  ///
  /// - Parameter placement: Where the items go.
  /// - Returns: An inspector hosting the items.
  /// - Throws: ``InspectionError`` when no command puts items there.
  public func commands(at placement: CommandDescription.Placement) throws(InspectionError)
    -> DesignInspector
  {
    let matching = commands.filter { $0.placement == placement }
    guard !matching.isEmpty else {
      throw error("menu", label: "\(placement)", among: menus)
    }
    let items = matching.map(\.content)
    let inspector = host(AnyView(ForEach(items.indices, id: \.self) { items[$0] }), isKey: false)
    if let keyWindow { inspector.inheritFocusedValues(from: keyWindow) }
    return inspector
  }

  private func scene(id: String?) throws(InspectionError) -> SceneDescription {
    let windows = scenes.filter {
      [.windowGroup, .window, .utilityWindow, .documentGroup].contains($0.kind)
    }
    let found = id.map { id in windows.first { $0.id == id } } ?? windows.first
    guard let found else {
      throw error("window", label: id ?? "", among: windows.compactMap(\.id))
    }
    return found
  }

  /// An inspector hosting `content` as one of the app's windows: the window actions
  /// recorded here, several windows supported.
  private func host(_ content: AnyView, isKey: Bool = true) -> DesignInspector {
    let inspector = DesignInspector(content)
    inspector.environment.defaultAppStorage = appHost.graph.appStorage
    inspector.environment.openWindow = OpenWindowAction { [weak self] id, value in
      self?.openedWindows.append(WindowRequest(id: id, value: value))
    }
    inspector.environment.dismissWindow = DismissWindowAction { [weak self] id, value in
      self?.dismissedWindows.append(WindowRequest(id: id, value: value))
    }
    inspector.environment.openSettings = OpenSettingsAction { [weak self] in
      self?.settingsOpenCount += 1
    }
    inspector.environment.newDocument = NewDocumentAction { [weak self] document in
      self?.newDocuments.append(document)
    }
    inspector.environment.openDocument = OpenDocumentAction { [weak self] url in
      self?.openedDocumentURLs.append(url)
    }
    inspector.environment.supportsMultipleWindows = true
    if isKey { keyWindow = inspector }
    return inspector
  }

  private func error(_ kind: String, label: String, among candidates: [String]) -> InspectionError {
    InspectionError(reason: .notFound, kind: kind, label: label, candidates: candidates)
  }
}
