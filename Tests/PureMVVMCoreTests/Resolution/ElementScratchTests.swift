import Testing

@testable import PureMVVMCore

/// Containers resolve their children into arrays kept from one container to the next.
@MainActor
@Suite struct ElementScratchTests {
  private func text(_ string: String) -> Element {
    Text(string).resolve()[0]
  }

  @Test func anArrayGivenBackIsTakenAgainEmptyWithItsRoom() {
    let scratch = ElementScratch()
    var array = scratch.take()
    array.append(contentsOf: [text("Roble"), text("Haya")])
    let capacity = array.capacity
    scratch.giveBack(&array)
    #expect(array.isEmpty)
    let again = scratch.take()
    #expect(again.isEmpty)
    #expect(again.capacity == capacity)
  }

  @Test func arraysTakenTogetherAreDistinct() {
    let scratch = ElementScratch()
    var outer = scratch.take()
    outer.append(text("Roble"))
    scratch.giveBack(&outer)
    var first = scratch.take()
    var second = scratch.take()
    first.append(text("Haya"))
    #expect(second.isEmpty)
    second.append(text("Pino"))
    #expect(first.map(\.string) == ["Haya"])
    #expect(second.map(\.string) == ["Pino"])
  }

  @Test func anArrayGrownPastTheKeptRoomIsFreed() {
    let scratch = ElementScratch()
    var long = scratch.take()
    long.append(contentsOf: repeatElement(text("Roble"), count: 1_000))
    scratch.giveBack(&long)
    #expect(scratch.take().capacity == 0)
  }

  @Test func containersResolvedOneAfterAnotherKeepTheirOwnChildren() {
    let tree = VStack {
      HStack {
        Text("Roble"); Text("Haya")
      }
      HStack { Text("Pino") }
      HStack {}
    }.resolve()
    #expect(
      tree[0].children.map { $0.children.map(\.string) } == [["Roble", "Haya"], ["Pino"], []])
  }
}
