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

  /// A store list after `changes` random edits, adds and deletes, as a store keeps it.
  private func changed(
    _ routes: [HikingRoute], changes: Int, using generator: inout SeededGenerator
  ) -> [HikingRoute] {
    var routes = routes
    for change in 0..<changes {
      let index = Int.random(in: routes.indices, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: routes.append(HikingRoute(name: "Nueva \(change)", distance: 3))
      case 1: routes.insert(HikingRoute(name: "ruta \(index)", distance: 2), at: index)
      case 2: routes.remove(at: index)
      default: routes[index].name = "Águila \(change % 3)"
      }
    }
    return routes
  }

  @Test(arguments: [(1, 0), (1, 1), (2, 2), (3, 3), (1, 4), (70, 5), (200, 6)])
  func reusingTheStoresPreviousOrderSortsAsAFullSortDoes(changes: Int, seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let previous = (0..<300).map {
      HikingRoute(
        name: "Ruta \($0 * 7 % 300) \(["Águila", "aguila", "Roble"][$0 % 3])", distance: 5)
    }
    let routes = changed(previous, changes: changes, using: &generator)
    #expect(
      routes.sortedByName(changedFrom: previous, sortedAs: previous.sortedByName())
        == routes.sortedByName())
  }

  @Test func aSortedListOfAnotherLengthIsNotTrusted() {
    let previous = ["Roble", "Veleta", "Mulhacén"].map { HikingRoute(name: $0, distance: 5) }
    let routes = previous + [HikingRoute(name: "Aneto", distance: 9)]
    let stale = [previous[0], HikingRoute(name: "Zarza", distance: 1)]
    #expect(
      routes.sortedByName(changedFrom: previous, sortedAs: stale.sortedByName())
        == routes.sortedByName())
    #expect(
      routes.sortedByName(changedFrom: previous, sortedAs: []) == routes.sortedByName())
  }

  @Test func composedAndDecomposedAccentsOrderTheSameWhateverTheInputOrder() {
    let routes = [
      HikingRoute(name: "\u{E9}", distance: 1), HikingRoute(name: "e\u{301}", distance: 2),
      HikingRoute(name: "e\u{302}", distance: 3), HikingRoute(name: "E", distance: 4),
    ]
    let orders = [[0, 1, 2, 3], [3, 2, 1, 0], [1, 3, 0, 2], [2, 0, 3, 1], [3, 0, 1, 2]].map {
      $0.map { routes[$0] }.sortedByName()
    }
    #expect(orders.allSatisfy { $0 == orders[0] })
    #expect(orders[0].map(\.distance) == [4, 2, 3, 1])
  }

  @Test func aRenameToAnotherSpellingOfTheSameNameIsShown() {
    let previous = [
      HikingRoute(name: "Caf\u{E9}", distance: 5), HikingRoute(name: "Roble", distance: 5),
    ]
    var renamed = previous
    renamed[0].name = "Cafe\u{301}"
    let sorted = renamed.sortedByName(changedFrom: previous, sortedAs: previous.sortedByName())
    #expect(
      sorted.map { Array($0.name.unicodeScalars) } == renamed.map { Array($0.name.unicodeScalars) })
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
