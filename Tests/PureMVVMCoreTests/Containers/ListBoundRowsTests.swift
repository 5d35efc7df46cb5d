import PureMVVMCore
import PureMVVMInspection
import Testing

/// `List($data) { $row in … }` in each of its forms hands rows bindings that follow their
/// element by id, as SwiftUI's bound rows do, not by position.
@MainActor
@Suite struct ListBoundRowsTests {
  struct Trail: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  /// The row bindings a list made with `makeList` hands its rows, after one resolution.
  private func rowBindings(
    of trails: Binding<[Trail]>,
    _ makeList: (Binding<[Trail]>, @escaping (Binding<Trail>) -> Text) -> some View
  ) -> [Binding<Trail>] {
    var captured: [Binding<Trail>] = []
    _ =
      DesignInspector(
        makeList(trails) { trail in
          captured.append(trail)
          return Text(trail.wrappedValue.name)
        }
      ).elements
    return captured
  }

  /// Reverses `trails` under the bindings `makeList` captured and renames the first
  /// captured one: it must rename the trail it was made for.
  private func renamesItsOwnTrailAfterAReorder(
    _ makeList: (Binding<[Trail]>, @escaping (Binding<Trail>) -> Text) -> some View
  ) -> [Trail] {
    var trails = [Trail(id: 1, name: "Anaga"), Trail(id: 2, name: "Teno")]
    let captured = rowBindings(of: Binding(get: { trails }, set: { trails = $0 }), makeList)
    trails.reverse()
    captured.first?.name.wrappedValue = "Anaga alta"
    return trails
  }

  private let expected = [Trail(id: 2, name: "Teno"), Trail(id: 1, name: "Anaga alta")]

  @Test func identifiableRowsFollowTheirElement() {
    #expect(renamesItsOwnTrailAfterAReorder { List($0, rowContent: $1) } == expected)
  }

  @Test func rowsIdentifiedByAKeyPathFollowTheirElement() {
    #expect(renamesItsOwnTrailAfterAReorder { List($0, id: \.id, rowContent: $1) } == expected)
  }

  @Test func selectableRowsFollowTheirElement() {
    let single = Binding<Int?>.constant(nil)
    let several = Binding<Set<Int>>.constant([])
    #expect(
      renamesItsOwnTrailAfterAReorder { List($0, selection: single, rowContent: $1) } == expected)
    #expect(
      renamesItsOwnTrailAfterAReorder { List($0, selection: several, rowContent: $1) } == expected)
    #expect(
      renamesItsOwnTrailAfterAReorder { List($0, id: \.id, selection: single, rowContent: $1) }
        == expected)
    #expect(
      renamesItsOwnTrailAfterAReorder { List($0, id: \.id, selection: several, rowContent: $1) }
        == expected)
  }
}
