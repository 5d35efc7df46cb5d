import PureMVVM
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct PreviewTests {
  struct Route {
    let name: String
    let distance: Double
  }

  @Test func argumentsExpandToOnePreviewPerArgument() async throws {
    struct Routes: PreviewProvider {
      static let routes = [
        Route(name: "Bosque del Roble", distance: 6.4), Route(name: "Laguna", distance: 8.1),
      ]
      static var previews: some View {
        Preview.each("Ruta", arguments: routes, namedBy: \.name) { route, _ in
          Text("\(route.distance, specifier: "%.1f") km")
        }
      }
    }
    let previews = PreviewCatalog.previews(of: Routes.self)
    #expect(previews.map(\.name) == ["Ruta — Bosque del Roble", "Ruta — Laguna"])
    let session = PreviewSession()
    #expect(try await session.inspector(for: previews[1]).texts == ["8.1 km"])
  }

  @Test func bodyMayHoldStatementsAndReturnADesign() async throws {
    let preview = Preview("Statements") {
      let greeting = ["Hola", "Mike"].joined(separator: ", ")
      return VStack { Text(greeting) }
    }
    #expect(try await PreviewSession().inspector(for: preview).texts == ["Hola, Mike"])
  }
}
