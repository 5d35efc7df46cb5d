/// A group of windows with the same content, like SwiftUI's `WindowGroup`: the main
/// scene of most apps.
///
/// A group made `for:` a type presents a value of it in each window (`openWindow(value:)`);
/// `AppInspector.window(presenting:)` hosts the content for a value.
nonisolated public struct WindowGroup<Content: View>: Scene {
  /// Built-in scenes have no body.
  public typealias Body = Never

  private let title: Text?
  private let id: String?
  private let presentedType: Any.Type?
  private let makeContent: (Any?) -> AnyView

  private init(
    title: Text?, id: String?, presentedType: Any.Type?,
    makeContent: @escaping (Any?) -> AnyView
  ) {
    self.title = title
    self.id = id
    self.presentedType = presentedType
    self.makeContent = makeContent
  }

  private init(title: Text?, id: String?, content: Content) {
    self.init(title: title, id: id, presentedType: nil) { _ in AnyView(content) }
  }

  /// Adds the group.
  ///
  /// - Parameter scenes: The scenes so far.
  @MainActor public func _describe(into scenes: inout [SceneDescription]) {
    scenes.append(
      SceneDescription(
        kind: .windowGroup, title: title, id: id, presentedType: presentedType,
        content: makeContent))
  }

  /// Creates a group of windows.
  ///
  /// - Parameter content: The content of each window.
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, id: nil, content: content())
  }

  /// Creates a group of windows with an identifier.
  ///
  /// - Parameters:
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - content: The content of each window.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(title: nil, id: id, content: content())
  }

  /// Creates a group of windows with a title.
  ///
  /// - Parameters:
  ///   - title: The group's title.
  ///   - content: The content of each window.
  public init(_ title: Text, @ViewBuilder content: () -> Content) {
    self.init(title: title, id: nil, content: content())
  }

  /// Creates a group of windows with a title and an identifier.
  ///
  /// - Parameters:
  ///   - title: The group's title.
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - content: The content of each window.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: title, id: id, content: content())
  }

  /// Creates a group of windows with a title.
  ///
  /// - Parameters:
  ///   - titleKey: The group's title.
  ///   - content: The content of each window.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title: Text(titleKey), id: nil, content: content())
  }

  /// Creates a group of windows with a title and an identifier.
  ///
  /// - Parameters:
  ///   - titleKey: The group's title.
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - content: The content of each window.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: Text(titleKey), id: id, content: content())
  }

  /// Creates a group of windows with a title.
  ///
  /// - Parameters:
  ///   - title: The group's title, shown as written.
  ///   - content: The content of each window.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: Text(title), id: nil, content: content())
  }

  /// Creates a group of windows with a title and an identifier.
  ///
  /// - Parameters:
  ///   - title: The group's title, shown as written.
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - content: The content of each window.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: Text(title), id: id, content: content())
  }
}

extension WindowGroup {

  /// Creates a group of windows each presenting a value of a type.
  ///
  /// - Parameters:
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value; `nil` when opened without one.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: nil, presenting: D.self) { value in
      PresentedWindowContent(value: value, content: content)
    }
  }

  /// Creates a group of windows each presenting a value of a type, showing a default when
  /// opened without one.
  ///
  /// - Parameters:
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value.
  ///   - defaultValue: The value a window presents when opened without one.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: nil, presenting: D.self) { value in
      PresentedWindowContent(value: value, defaultValue: defaultValue, content: content)
    }
  }

  /// Creates a group of windows each presenting a value of a type, with an identifier.
  ///
  /// - Parameters:
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value; `nil` when opened without one.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: id, presenting: D.self) { value in
      PresentedWindowContent(value: value, content: content)
    }
  }

  /// Creates a group of windows each presenting a value of a type, with an identifier, showing
  /// a default when opened without one.
  ///
  /// - Parameters:
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value.
  ///   - defaultValue: The value a window presents when opened without one.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: id, presenting: D.self) { value in
      PresentedWindowContent(value: value, defaultValue: defaultValue, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type.
  ///
  /// - Parameters:
  ///   - title: The group's title.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value; `nil` when opened without one.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title, id: nil, presenting: D.self) { value in
      PresentedWindowContent(value: value, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type, showing a default
  /// when opened without one.
  ///
  /// - Parameters:
  ///   - title: The group's title.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value.
  ///   - defaultValue: The value a window presents when opened without one.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title, id: nil, presenting: D.self) { value in
      PresentedWindowContent(value: value, defaultValue: defaultValue, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type and an identifier.
  ///
  /// - Parameters:
  ///   - title: The group's title.
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value; `nil` when opened without one.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title, id: id, presenting: D.self) { value in
      PresentedWindowContent(value: value, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type and an identifier,
  /// showing a default when opened without one.
  ///
  /// - Parameters:
  ///   - title: The group's title.
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value.
  ///   - defaultValue: The value a window presents when opened without one.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title, id: id, presenting: D.self) { value in
      PresentedWindowContent(value: value, defaultValue: defaultValue, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type.
  ///
  /// - Parameters:
  ///   - titleKey: The group's title.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value; `nil` when opened without one.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(titleKey), id: nil, presenting: D.self) { value in
      PresentedWindowContent(value: value, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type, showing a default
  /// when opened without one.
  ///
  /// - Parameters:
  ///   - titleKey: The group's title.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value.
  ///   - defaultValue: The value a window presents when opened without one.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(titleKey), id: nil, presenting: D.self) { value in
      PresentedWindowContent(value: value, defaultValue: defaultValue, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type and an identifier.
  ///
  /// - Parameters:
  ///   - titleKey: The group's title.
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value; `nil` when opened without one.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(titleKey), id: id, presenting: D.self) { value in
      PresentedWindowContent(value: value, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type and an identifier,
  /// showing a default when opened without one.
  ///
  /// - Parameters:
  ///   - titleKey: The group's title.
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value.
  ///   - defaultValue: The value a window presents when opened without one.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(titleKey), id: id, presenting: D.self) { value in
      PresentedWindowContent(value: value, defaultValue: defaultValue, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type.
  ///
  /// - Parameters:
  ///   - title: The group's title, shown as written.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value; `nil` when opened without one.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(title), id: nil, presenting: D.self) { value in
      PresentedWindowContent(value: value, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type, showing a default
  /// when opened without one.
  ///
  /// - Parameters:
  ///   - title: The group's title, shown as written.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value.
  ///   - defaultValue: The value a window presents when opened without one.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(title), id: nil, presenting: D.self) { value in
      PresentedWindowContent(value: value, defaultValue: defaultValue, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type and an identifier.
  ///
  /// - Parameters:
  ///   - title: The group's title, shown as written.
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value; `nil` when opened without one.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(title), id: id, presenting: D.self) { value in
      PresentedWindowContent(value: value, content: content)
    }
  }

  /// Creates a titled group of windows each presenting a value of a type and an identifier,
  /// showing a default when opened without one.
  ///
  /// - Parameters:
  ///   - title: The group's title, shown as written.
  ///   - id: The group's identifier, for `openWindow(id:)`.
  ///   - type: The type of value each window presents.
  ///   - content: The content of a window, given its value.
  ///   - defaultValue: The value a window presents when opened without one.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(title), id: id, presenting: D.self) { value in
      PresentedWindowContent(value: value, defaultValue: defaultValue, content: content)
    }
  }

  private init<D>(
    title: Text?, id: String?, presenting type: D.Type,
    content: @escaping (D?) -> Content
  ) {
    self.init(title: title, id: id, presentedType: D.self) { value in
      AnyView(content(value as? D))
    }
  }
}
