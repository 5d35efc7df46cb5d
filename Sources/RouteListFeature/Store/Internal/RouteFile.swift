import Foundation
import PureMVVMCore

/// The JSON layout of a route file, with its format version.
///
/// ```json
/// { "version": 1, "routes": [ { "id": "…", "name": "Laguna Serena", "distance": 8.1 } ] }
/// ```
struct RouteFile: Codable {
  static let currentVersion = 1

  let version: Int
  let routes: [HikingRoute]

  /// Decodes and checks a file's bytes.
  ///
  /// - Returns: The routes.
  /// - Throws: A readable reason (a `String`-described error) for anything it will not
  ///   accept: not JSON, truncated, an unknown version, a missing field, an invalid route,
  ///   two routes with one id.
  static func decode(_ data: Data) throws(RouteFileProblem) -> [HikingRoute] {
    guard !data.isEmpty else { throw RouteFileProblem("the file is empty") }
    let decoder = JSONDecoder()
    let version: Int
    do {
      version = try decoder.decode(VersionHeader.self, from: data).version
    } catch {
      throw RouteFileProblem(describing: error)
    }
    guard version == currentVersion else {
      throw RouteFileProblem(
        "it has format version \(version), and this version of the app reads version "
          + "\(currentVersion)")
    }
    try rejectUnknownFields(in: data)
    let routes: [HikingRoute]
    do {
      routes = try decoder.decode(RouteFile.self, from: data).routes
    } catch {
      throw RouteFileProblem(describing: error)
    }
    try check(routes)
    return routes
  }

  /// The bytes of a file holding `routes`.
  static func encode(_ routes: [HikingRoute]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(RouteFile(version: currentVersion, routes: routes))
  }

  /// Refuses a file with fields this version does not know: rewriting it would drop them.
  private static func rejectUnknownFields(in data: Data) throws(RouteFileProblem) {
    guard let file = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
    var unknown = file.keys.filter { !["version", "routes"].contains($0) }.sorted().map {
      "\"\($0)\" at the top level"
    }
    for (index, route) in ((file["routes"] as? [Any]) ?? []).enumerated() {
      let keys = (route as? [String: Any])?.keys.map { $0 } ?? []
      unknown += keys.filter { !["id", "name", "distance"].contains($0) }.sorted().map {
        "\"\($0)\" in route \(index + 1)"
      }
    }
    guard let first = unknown.first else { return }
    let more = unknown.count > 1 ? " and \(unknown.count - 1) more" : ""
    throw RouteFileProblem(
      "it has fields this version of the app does not know (\(first.escapingControlCharacters())"
        + "\(more)); it may come from a newer version, and saving would lose them")
  }

  private static func check(_ routes: [HikingRoute]) throws(RouteFileProblem) {
    var ids: Set<HikingRoute.ID> = []
    for (index, route) in routes.enumerated() {
      do {
        try route.validate()
      } catch {
        let name = route.name.escapingControlCharacters()
        throw RouteFileProblem("route \(index + 1) (\"\(name)\") is invalid: \(error)")
      }
      guard ids.insert(route.id).inserted else {
        throw RouteFileProblem("routes share the id \(route.id)")
      }
    }
  }

  private struct VersionHeader: Decodable {
    let version: Int
  }
}

/// Why a route file was refused, in words for an error message.
struct RouteFileProblem: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }

  init(describing error: any Error) {
    guard let error = error as? DecodingError else {
      self.init("\(error)")
      return
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      self.init("it is not valid JSON (it may be truncated)")
    case .dataCorrupted(let context):
      self.init("the value at \(Self.path(context)) is invalid")
    case .keyNotFound(let key, let context):
      self.init("the field \"\(key.stringValue)\" is missing at \(Self.path(context))")
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      self.init("the value at \(Self.path(context)) has the wrong type")
    @unknown default:
      self.init("it cannot be decoded")
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    let components = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return components.isEmpty ? "the top level" : components.joined(separator: ".")
  }
}
