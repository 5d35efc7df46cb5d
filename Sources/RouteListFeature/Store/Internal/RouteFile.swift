import Foundation
import PureMVVMRendering

/// The JSON layout of a route file, with its format version.
///
/// ```json
/// { "version": 1, "routes": [ { "id": "…", "name": "Laguna Serena", "distance": 8.1 } ] }
/// ```
enum RouteFile {
  static let currentVersion = 1

  /// Decodes and checks a file's bytes.
  ///
  /// - Returns: The routes.
  /// - Throws: A readable reason (a `String`-described error) for anything it will not
  ///   accept: not JSON, truncated, an unknown version, a missing field, an invalid route,
  ///   two routes with one id.
  static func decode(_ data: Data) throws(RouteFileProblem) -> [HikingRoute] {
    guard !data.isEmpty else { throw RouteFileProblem("the file is empty") }
    let routes: [HikingRoute]
    if let canonical = CanonicalRouteFile.routes(in: data) {
      routes = canonical
    } else {
      routes = try decodeAnyLayout(data)
    }
    try check(routes)
    return routes
  }

  /// The routes in `data` as `JSONDecoder` reads them, whatever the spacing and key order.
  ///
  /// Fields this version does not know are refused; the routes are not yet validated.
  ///
  /// - Throws: A readable reason for anything it will not accept.
  static func decodeAnyLayout(_ data: Data) throws(RouteFileProblem) -> [HikingRoute] {
    let contents: StrictContents
    do {
      contents = try JSONDecoder().decode(StrictContents.self, from: data)
    } catch let problem as RouteFileProblem {
      throw problem
    } catch {
      throw RouteFileProblem(describing: error)
    }
    try rejectUnknownFields(contents.unknownFields)
    return contents.routes
  }

  /// The bytes of a file holding `routes`: the layout `JSONEncoder` writes with sorted
  /// keys, pretty-printed, written by hand (a 100k-route file in tens of milliseconds).
  static func encode(_ routes: [HikingRoute]) -> Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(routes.count * 110 + 64)
    bytes += Array("{\n  \"routes\" : [".utf8)
    for (index, route) in routes.enumerated() {
      bytes += Array((index == 0 ? "\n" : ",\n").utf8)
      bytes += Array("    {\n      \"distance\" : \(route.distance),\n      \"id\" : \"".utf8)
      bytes += Array(route.id.uuidString.utf8)
      bytes += Array("\",\n      \"name\" : ".utf8)
      appendQuoted(route.name, to: &bytes)
      bytes += Array("\n    }".utf8)
    }
    bytes += Array((routes.isEmpty ? "\n" : "\n  ").utf8)
    bytes += Array("],\n  \"version\" : \(currentVersion)\n}".utf8)
    return Data(bytes)
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  private static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
      case UInt8(ascii: "\n"): bytes += Array("\\n".utf8)
      case UInt8(ascii: "\t"): bytes += Array("\\t".utf8)
      case UInt8(ascii: "\r"): bytes += Array("\\r".utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xf)]]
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Refuses a file with fields this version does not know: rewriting it would drop them.
  private static func rejectUnknownFields(_ unknown: [String]) throws(RouteFileProblem) {
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

  /// A file decoded in one pass: the version first (another version is refused before
  /// its routes are read), then the routes, noting every field this version does not know.
  private struct StrictContents: Decodable {
    let routes: [HikingRoute]
    let unknownFields: [String]

    init(from decoder: any Decoder) throws {
      let file = try decoder.container(keyedBy: FieldKey.self)
      let version = try file.decode(Int.self, forKey: FieldKey("version"))
      guard version == currentVersion else {
        throw RouteFileProblem(
          "it has format version \(version), and this version of the app reads version "
            + "\(currentVersion)")
      }
      var unknown = FieldKey.unknown(in: file, known: ["version", "routes"]).map {
        "\"\($0)\" at the top level"
      }
      var list = try file.nestedUnkeyedContainer(forKey: FieldKey("routes"))
      var routes: [HikingRoute] = []
      routes.reserveCapacity(list.count ?? 0)
      while !list.isAtEnd {
        let number = list.currentIndex + 1
        let route = try list.nestedContainer(keyedBy: FieldKey.self)
        unknown += FieldKey.unknown(in: route, known: ["id", "name", "distance"]).map {
          "\"\($0)\" in route \(number)"
        }
        routes.append(
          HikingRoute(
            id: try route.decode(UUID.self, forKey: FieldKey("id")),
            name: try route.decode(String.self, forKey: FieldKey("name")),
            distance: try route.decode(Double.self, forKey: FieldKey("distance"))))
      }
      self.routes = routes
      self.unknownFields = unknown
    }
  }

  /// Any field name of a route file.
  private struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
      stringValue = name
    }

    init?(stringValue: String) {
      self.init(stringValue)
    }

    init?(intValue: Int) {
      nil
    }

    /// The fields of `container` not among `known`, sorted.
    ///
    /// Runs once per route, so the usual case (no unknown field) makes no arrays.
    static func unknown(in container: KeyedDecodingContainer<Self>, known: [String]) -> [String] {
      let keys = container.allKeys
      guard keys.contains(where: { !known.contains($0.stringValue) }) else { return [] }
      return keys.map(\.stringValue).filter { !known.contains($0) }.sorted()
    }
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
