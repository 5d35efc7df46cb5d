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

  @Test func arraysGivenBackAreTakenAgainLastFirstEachEmpty() {
    let scratch = ElementScratch()
    var small = scratch.take()
    var large = scratch.take()
    small.append(text("Roble"))
    large.append(contentsOf: repeatElement(text("Haya"), count: 20))
    let capacities = (small.capacity, large.capacity)
    #expect(capacities.0 < capacities.1)
    scratch.giveBack(&small)
    scratch.giveBack(&large)
    let first = scratch.take()
    let second = scratch.take()
    #expect(first.isEmpty && second.isEmpty)
    #expect((first.capacity, second.capacity) == (capacities.1, capacities.0))
  }

  @Test func moreArraysThanTheFirstRoomAreAllKeptLastFirst() {
    let scratch = ElementScratch()
    var arrays = (0..<20).map { _ in scratch.take() }
    for index in arrays.indices {
      arrays[index].append(contentsOf: repeatElement(text("Roble"), count: index * 3 + 1))
    }
    // Each array is known by its buffer: two may round up to the same capacity.
    let buffers = arrays.map(Self.buffer)
    #expect(Set(buffers).count == 20)
    for index in arrays.indices { scratch.giveBack(&arrays[index]) }
    let again = (0..<20).map { _ in scratch.take() }
    #expect(again.allSatisfy { $0.isEmpty })
    #expect(again.map(Self.buffer) == buffers.reversed())
    #expect(scratch.take().capacity == 0)
  }

  /// Where an array's elements live, which stays while it is emptied and kept.
  private static func buffer(of array: [Element]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func anArrayWithoutRoomIsNotKept() {
    let scratch = ElementScratch()
    var roomy = scratch.take()
    roomy.append(text("Roble"))
    let capacity = roomy.capacity
    var bare: [Element] = []
    scratch.giveBack(&roomy)
    scratch.giveBack(&bare)
    #expect(scratch.take().capacity == capacity)
    #expect(scratch.take().capacity == 0)
  }

  @Test func anArrayGrownPastTheKeptRoomIsFreed() {
    let scratch = ElementScratch()
    var long = scratch.take()
    long.append(contentsOf: repeatElement(text("Roble"), count: 1_000))
    scratch.giveBack(&long)
    #expect(long.count == 0)
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
