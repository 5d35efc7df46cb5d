import Foundation
import Testing

@testable import RouteListFeature

@Suite struct RouteOrderingTests {
  private func names(_ names: [String]) -> [String] {
    names.map { HikingRoute(name: $0, distance: 5) }.sortedByName().map(\.name)
  }

  @Test func ordersCaseAndAccentInsensitively() {
    #expect(
      names(["Bosque", "aguila", "Cresta", "Águila", "laguna"])
        == ["aguila", "Águila", "Bosque", "Cresta", "laguna"])
  }

  @Test func shorterTextSortsFirstAndNulSortsBeforeEveryOtherCharacter() {
    #expect(
      names(["ab", "a b", "a\u{0}b", "a", "a1", "a\u{0}"]) == [
        "a", "a1", "a\u{0}", "a\u{0}b", "a b", "ab",
      ])
  }

  @Test func reusingAnOrderKeepsARouteListedTwiceTwice() {
    let roble = HikingRoute(name: "Roble", distance: 5)
    let veleta = HikingRoute(name: "Veleta", distance: 14)
    let previous = [veleta, roble].sortedByName()
    #expect(
      [roble, veleta, roble].sortedByName(reusingOrderOf: previous) == [roble, roble, veleta])
  }

  @Test func ordersDigitsNaturally() {
    #expect(
      names(["Ruta 10", "Ruta 9", "Ruta 100", "Ruta 09b", "Ruta 1"])
        == ["Ruta 1", "Ruta 9", "Ruta 09b", "Ruta 10", "Ruta 100"])
  }

  @Test func tiesAreBrokenByExactNameThenDistanceThenIDWhateverTheInputOrder() throws {
    let low = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    let high = try #require(UUID(uuidString: "F0000000-0000-0000-0000-000000000000"))
    let routes = [
      HikingRoute(id: high, name: "Pico", distance: 8),
      HikingRoute(id: low, name: "pico", distance: 3),
      HikingRoute(id: high, name: "Pico", distance: 2),
      HikingRoute(id: low, name: "Pico", distance: 2),
    ]
    let expected = [routes[3], routes[2], routes[0], routes[1]]
    #expect(routes.sortedByName() == expected)
    #expect(routes.reversed().sortedByName() == expected)
    #expect(routes.shuffled().sortedByName() == expected)
  }

  @Test func shortRoutesOnlyFiltersAfterSorting() {
    let routes = [
      HikingRoute(name: "Cresta del Águila", distance: 14.2),
      HikingRoute(name: "Laguna Serena", distance: 8.1),
      HikingRoute(name: "Bosque del Roble", distance: 6.4),
      HikingRoute(name: "Diez", distance: 10.0),
    ]
    #expect(
      routes.sortedByName(shortRoutesOnly: true).map(\.name) == [
        "Bosque del Roble", "Laguna Serena",
      ])
    #expect(routes.sortedByName(shortRoutesOnly: false).count == 4)
    #expect([HikingRoute]().sortedByName(shortRoutesOnly: true).isEmpty)
  }
}
