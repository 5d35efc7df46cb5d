/// Work the system wakes the app for, like SwiftUI's `BackgroundTask`: what
/// `.backgroundTask(_:action:)` handles, taking a `Request` and giving a `Response`.
public struct BackgroundTask<Request, Response>: Sendable {
  /// The task as Swift spells it, such as `appRefresh("weather")`.
  let name: String
}

extension BackgroundTask where Request == Void, Response == Void {
  /// The refresh scheduled under `identifier` with `BGAppRefreshTaskRequest`.
  ///
  /// - Parameter identifier: The request's identifier.
  /// - Returns: The task.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask(name: "appRefresh(\(identifier))")
  }

  /// The background URL session of `identifier`, when its events arrive.
  ///
  /// - Parameter identifier: The session's identifier.
  /// - Returns: The task.
  public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask(name: "urlSession(\(identifier))")
  }

  /// A Bluetooth alert on a watch.
  public static var bluetoothAlert: BackgroundTask<Void, Void> {
    BackgroundTask(name: "bluetoothAlert")
  }

  /// Data from the paired phone, on a watch.
  public static var watchConnectivity: BackgroundTask<Void, Void> {
    BackgroundTask(name: "watchConnectivity")
  }

  /// An intent the user ran, on a watch.
  public static var intentDidRun: BackgroundTask<Void, Void> {
    BackgroundTask(name: "intentDidRun")
  }

  /// A relevant shortcut to refresh, on a watch.
  public static var relevantShortcut: BackgroundTask<Void, Void> {
    BackgroundTask(name: "relevantShortcut")
  }
}

extension BackgroundTask where Request == String, Response == Void {
  /// Any background URL session, given its identifier.
  public static var urlSession: BackgroundTask<String, Void> {
    BackgroundTask(name: "urlSession")
  }

  /// The background URL sessions whose identifiers `matching` accepts.
  ///
  /// - Parameter matching: Whether a session's identifier is one of these.
  /// - Returns: The task.
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool)
    -> BackgroundTask<String, Void>
  {
    BackgroundTask(name: "urlSession(matching:)")
  }
}

extension BackgroundTask where Request == String?, Response == Void {
  /// A refresh on a watch, given the context it was scheduled with.
  public static var appRefresh: BackgroundTask<String?, Void> {
    BackgroundTask(name: "appRefresh")
  }
}
