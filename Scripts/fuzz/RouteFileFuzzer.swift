import Foundation

/// libFuzzer entry point: feeds arbitrary bytes to the route file decoder.
///
/// The decoder must never crash or hang, and whatever it accepts must be valid: finite,
/// positive distances within the limit, non-empty names within the limit, unique ids, and
/// a file that re-encodes to the same routes. What the fast reader of the app's own layout
/// reads, `JSONDecoder` must read the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func routeFileFuzzer(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  if let canonical = CanonicalRouteFile.routes(in: data) {
    let general = try? RouteFile.decodeAnyLayout(data)
    precondition(general == canonical, "the fast reader and JSONDecoder read the file apart")
  }
  guard let routes = try? RouteFile.decode(data) else { return 0 }
  var ids: Set<UUID> = []
  for route in routes {
    let name = route.name.trimmingCharacters(in: .whitespacesAndNewlines)
    precondition(route.distance.isFinite, "accepted a non-finite distance")
    precondition(route.distance > 0, "accepted a distance that is not positive")
    precondition(route.distance <= HikingRoute.maximumDistance, "accepted a distance too long")
    precondition((route.distance * 10).rounded() >= 1, "accepted a distance shown as 0.0 km")
    precondition(!name.isEmpty, "accepted an empty name")
    precondition(name.count <= HikingRoute.maximumNameLength, "accepted a name too long")
    precondition(ids.insert(route.id).inserted, "accepted two routes with one id")
  }
  do {
    let reencoded = try RouteFile.decode(RouteFile.encode(routes))
    precondition(reencoded == routes, "accepted routes that do not survive a round trip")
  } catch {
    preconditionFailure("accepted routes that cannot be written back: \(error)")
  }
  return 0
}
