import RouteListFeature
import Testing

@Suite struct RouteOrderingTests {
  private func names(_ names: [String]) -> [String] {
    names.map { HikingRoute(name: $0, distance: 5) }.sortedByName().map(\.name)
  }

  @Test func ordersCaseAndAccentInsensitively() {
    #expect(
      names(["Bosque", "aguila", "Cresta", "Águila", "laguna"])
        == ["aguila", "Águila", "Bosque", "Cresta", "laguna"])
  }

  @Test func ordersDigitsNaturally() {
    #expect(
      names(["Ruta 10", "Ruta 9", "Ruta 100", "Ruta 09b", "Ruta 1"])
        == ["Ruta 1", "Ruta 9", "Ruta 09b", "Ruta 10", "Ruta 100"])
  }

  @Test func tiesAreBrokenTheSameWayWhateverTheInputOrder() {
    let routes = [
      HikingRoute(name: "Pico", distance: 8),
      HikingRoute(name: "pico", distance: 3),
      HikingRoute(name: "Pico", distance: 2),
      HikingRoute(name: "Pico", distance: 2),
    ]
    let expected = routes.sortedByName()
    #expect(routes.reversed().sortedByName() == expected)
    #expect(routes.shuffled().sortedByName() == expected)
    #expect(expected.map(\.name) == ["Pico", "Pico", "Pico", "pico"])
    #expect(expected.map(\.distance) == [2, 2, 8, 3])
  }

  @Test func visibleAppliesTheShortFilterAfterSorting() {
    let routes = [
      HikingRoute(name: "Cresta del Águila", distance: 14.2),
      HikingRoute(name: "Laguna Serena", distance: 8.1),
      HikingRoute(name: "Bosque del Roble", distance: 6.4),
      HikingRoute(name: "Diez", distance: 10.0),
    ]
    #expect(
      routes.visible(shortRoutesOnly: true).map(\.name) == ["Bosque del Roble", "Laguna Serena"])
    #expect(routes.visible(shortRoutesOnly: false).count == 4)
    #expect([HikingRoute]().visible(shortRoutesOnly: true).isEmpty)
  }
}
