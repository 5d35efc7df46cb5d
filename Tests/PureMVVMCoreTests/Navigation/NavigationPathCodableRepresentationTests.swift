import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Saving a `NavigationPath` through its `codable` form and restoring it.
@MainActor
@Suite struct NavigationPathCodableRepresentationTests {
  struct Trail: Codable, Hashable {
    let name: String
    let kilometres: Double
  }

  /// A value that is not `Codable`.
  struct Unsaved: Hashable {}

  private func roundTrip(_ path: NavigationPath) throws -> NavigationPath {
    let codable = try #require(path.codable)
    let data = try JSONEncoder().encode(codable)
    return NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
  }

  @Test func aPathOfCodableValuesOfSeveralTypesComesBackEqual() throws {
    var path = NavigationPath()
    path.append(Trail(name: "Ruta del Cares", kilometres: 9.99))
    path.append(42)
    path.append("Peña Ubiña")
    let restored = try roundTrip(path)
    #expect(restored == path)
    #expect(restored.count == 3)
    #expect(restored.codable == path.codable)
  }

  @Test func aPathHoldingAValueThatIsNotCodableHasNoCodableForm() {
    var path = NavigationPath([1, 2])
    #expect(path.codable != nil)
    path.append(Unsaved())
    #expect(path.codable == nil)
    path.removeLast()
    #expect(path.codable != nil)
  }

  @Test func anEmptyPathEncodesAsAnEmptyList() throws {
    let data = try JSONEncoder().encode(try #require(NavigationPath().codable))
    #expect(String(decoding: data, as: UTF8.self) == "[]")
    #expect(try roundTrip(NavigationPath()).isEmpty)
  }

  @Test(arguments: [
    #"["Si"]"#,
    #"["NoSuchType", "1"]"#,
    #"["Si", "\"not a number\""]"#,
    #"["Si", "{"]"#,
    #"[1, 2]"#,
    #"{"a": 1}"#,
    "\u{0}\u{7}",
  ])
  func corruptDataIsADecodingErrorNotACrash(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(json.utf8))
    }
  }

  /// Pushes trails by value and says which is on top.
  struct TrailStack: View {
    @Binding var path: NavigationPath

    var body: some View {
      NavigationStack(path: $path) {
        Text("Trails")
          .navigationDestination(for: Trail.self) { trail in Text("Trail \(trail.name)") }
      }
    }
  }

  @Test func aRestoredPathShowsTheScreenItWasSavedOn() throws {
    var saved = NavigationPath()
    saved.append(Trail(name: "Cares", kilometres: 12))
    var restored = try roundTrip(saved)
    let inspector = DesignInspector(
      TrailStack(path: Binding(get: { restored }, set: { restored = $0 })))
    #expect(inspector.texts == ["Trail Cares"])
  }
}
