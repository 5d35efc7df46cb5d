import Foundation

extension Scene {
  /// Sets the size a new window takes, like SwiftUI's `defaultSize(width:height:)`.
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  /// - Returns: The scene.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    defaultSize(CGSize(width: width, height: height))
  }

  /// Sets the size a new window takes, like SwiftUI's `defaultSize(_:)`.
  ///
  /// - Parameter size: The size.
  /// - Returns: The scene.
  public func defaultSize(_ size: CGSize) -> some Scene {
    modifyingDescriptions { $0.defaultSize = size }
  }

  /// Sets how the scene's windows look, like SwiftUI's `windowStyle(_:)`; recorded.
  ///
  /// - Parameter style: The style.
  /// - Returns: The scene.
  public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
    accepting("windowStyle(\(S.self))")
  }

  /// Sets how the scene's windows' toolbars sit, like SwiftUI's `windowToolbarStyle(_:)`;
  /// recorded.
  ///
  /// - Parameter style: The style.
  /// - Returns: The scene.
  public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
    accepting("windowToolbarStyle(\(S.self))")
  }

  /// Sets how far the scene's windows may be resized, like SwiftUI's
  /// `windowResizability(_:)`; recorded.
  ///
  /// - Parameter resizability: The limit.
  /// - Returns: The scene.
  public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    accepting("windowResizability(\(resizability))")
  }

  /// Sets where a new window opens, like SwiftUI's `defaultPosition(_:)`; recorded.
  ///
  /// - Parameter position: The point of the screen.
  /// - Returns: The scene.
  public func defaultPosition(_ position: UnitPoint) -> some Scene {
    accepting("defaultPosition")
  }

  /// Sets the keys that open the scene's window, like SwiftUI's `keyboardShortcut(_:)` on a
  /// scene; recorded.
  ///
  /// - Parameter shortcut: The keys, or `nil` for none.
  /// - Returns: The scene.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene {
    accepting("keyboardShortcut")
  }

  /// Sets the keys that open the scene's window, like SwiftUI's
  /// `keyboardShortcut(_:modifiers:localization:)` on a scene; recorded.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifier keys.
  ///   - localization: How the key adapts to keyboard layouts.
  /// - Returns: The scene.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization = .automatic
  ) -> some Scene {
    accepting("keyboardShortcut")
  }

  /// Sets which external events (URLs, activities) open the scene's windows, like
  /// SwiftUI's `handlesExternalEvents(matching:)`; recorded.
  ///
  /// - Parameter conditions: The strings an event's target must contain.
  /// - Returns: The scene.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
    accepting("handlesExternalEvents(\(conditions.sorted()))")
  }

  /// Sets whether the scene's window opens at launch, like SwiftUI's
  /// `defaultLaunchBehavior(_:)`; recorded.
  ///
  /// - Parameter behavior: The behavior.
  /// - Returns: The scene.
  public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene {
    accepting("defaultLaunchBehavior(\(behavior))")
  }

  /// Sets whether the scene's windows come back at relaunch, like SwiftUI's
  /// `restorationBehavior(_:)`; recorded.
  ///
  /// - Parameter behavior: The behavior.
  /// - Returns: The scene.
  public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
    accepting("restorationBehavior(\(behavior))")
  }

  /// Handles a background task the system wakes the app for, like SwiftUI's
  /// `backgroundTask(_:action:)`; recorded (as `backgroundTask(appRefresh(…))`), as a host
  /// is never woken.
  ///
  /// - Parameters:
  ///   - task: The task.
  ///   - action: The work, given the task's request.
  /// - Returns: The scene.
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some Scene {
    accepting("backgroundTask(\(task.name))")
  }

  /// Sets where the scene's windows sit among others, like SwiftUI's `windowLevel(_:)`;
  /// recorded.
  ///
  /// - Parameter level: The level.
  /// - Returns: The scene.
  public func windowLevel(_ level: WindowLevel) -> some Scene {
    accepting("windowLevel(\(level))")
  }

  /// Sets how a menu bar extra opens, like SwiftUI's `menuBarExtraStyle(_:)`; recorded.
  ///
  /// - Parameter style: The style.
  /// - Returns: The scene.
  public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
    accepting("menuBarExtraStyle(\(S.self))")
  }

  /// Runs `action` when `value` changes, like SwiftUI's `onChange(of:initial:_:)` on a
  /// scene; recorded, as a scene is described once here and its values never change.
  ///
  /// - Parameters:
  ///   - value: The value watched.
  ///   - initial: Whether the action runs when the scene appears.
  ///   - action: What to do.
  /// - Returns: The scene.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    accepting("onChange")
  }

  /// Runs `action` with the old and new values when `value` changes, like SwiftUI's
  /// `onChange(of:initial:_:)` on a scene; recorded.
  ///
  /// - Parameters:
  ///   - value: The value watched.
  ///   - initial: Whether the action runs when the scene appears.
  ///   - action: What to do, given the old and new values.
  /// - Returns: The scene.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    accepting("onChange")
  }

  /// Runs `action` with the new value when `value` changes, like SwiftUI's deprecated
  /// `onChange(of:perform:)` on a scene; recorded.
  ///
  /// - Parameters:
  ///   - value: The value watched.
  ///   - action: What to do, given the new value.
  /// - Returns: The scene.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some Scene
  {
    accepting("onChange")
  }
}
