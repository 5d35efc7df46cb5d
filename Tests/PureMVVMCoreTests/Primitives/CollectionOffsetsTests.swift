import Foundation
import PureMVVMCore
import Testing

@Suite struct CollectionOffsetsTests {
  @Test(arguments: [
    ([0], ["b", "c", "d"]), ([1, 3], ["a", "c"]), ([], ["a", "b", "c", "d"]),
    ([0, 1, 2, 3], []), ([2, 9, 100], ["a", "b", "d"]),
  ])
  func removingAtOffsetsKeepsTheRestInOrder(offsets: [Int], kept: [String]) {
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: IndexSet(offsets))
    #expect(letters == kept)
  }

  @Test(arguments: [
    ([0], 2, ["b", "a", "c", "d"]), ([3], 0, ["d", "a", "b", "c"]),
    ([0, 2], 4, ["b", "d", "a", "c"]), ([1], 1, ["a", "b", "c", "d"]),
    ([1], 2, ["a", "b", "c", "d"]), ([0], 99, ["b", "c", "d", "a"]),
    ([2], -5, ["c", "a", "b", "d"]), ([7], 0, ["a", "b", "c", "d"]),
  ])
  func movingPutsTheElementsBeforeTheOneAtTheDestination(
    offsets: [Int], destination: Int, result: [String]
  ) {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet(offsets), toOffset: destination)
    #expect(letters == result)
  }
}
