import Testing

@testable import PureMVVMCore

/// Texts and spacers keep their fields in chunks of leaves the graph fills one after
/// another, and stay values: a change copies a leaf out of its chunk.
@MainActor
@Suite struct ElementStorageLeavesTests {
  private func leaves(_ count: Int) -> [Element] {
    let texts = (0..<count).map { "Ruta \($0)" }
    return VStack { ForEach(texts, id: \.self) { Text($0) } }.resolve()[0].children
  }

  @Test func leavesMadeOneAfterAnotherShareAChunkEachInASlotOfItsOwn() {
    let texts = leaves(3)
    #expect(texts.map(\.string) == ["Ruta 0", "Ruta 1", "Ruta 2"])
    #expect(texts[0].storage === texts[1].storage)
    #expect(texts[1].storage === texts[2].storage)
    #expect(Set(texts.map(\.storageIdentity)).count == 3)
    #expect(texts.allSatisfy { $0.childElements.isEmpty && $0.height == 1 })
  }

  @Test func aFullChunkIsFollowedByANewOne() {
    let capacity = ElementStorage.leafCapacity
    let texts = leaves(capacity + 1)
    #expect(texts[0].storage === texts[capacity - 1].storage)
    #expect(texts[capacity - 1].storage !== texts[capacity].storage)
    #expect(texts[capacity].string == "Ruta \(capacity)")
  }

  @Test func changingALeafCopiesItOutOfItsChunkAndLeavesTheOthersAsTheyWere() {
    let texts = leaves(2)
    var changed = texts[0]
    changed.kind = .text("Veleta")
    changed.attributes.isItalic = true
    #expect(changed.string == "Veleta")
    #expect(changed.storage !== texts[0].storage)
    #expect(!changed.storage.isChunk)
    #expect(texts[0].string == "Ruta 0")
    #expect(!texts[0].attributes.isItalic)
    #expect(texts[1].string == "Ruta 1")
    #expect(changed.storageIdentity != texts[0].storageIdentity)
  }

  @Test func aLeafGivenChildrenHoldsThemInStorageOfItsOwn() {
    var text = leaves(1)[0]
    let child = leaves(1)[0]
    text.children = [child]
    #expect(text.children.map(\.string) == ["Ruta 0"])
    #expect(text.height == 2)
    #expect(!text.storage.isChunk)
  }

  @Test func aStyledTextAndASpacerAreLeavesWithTheirAttributes() throws {
    let row = HStack {
      Text("Roble").italic()
      Spacer()
      Spacer(minLength: 12)
    }.resolve()[0]
    let children = row.children
    try #require(children.count == 3)
    #expect(children[0].attributes.isItalic)
    #expect(children[0].storage.isChunk && children[1].storage.isChunk)
    #expect(children[1].attributes.minLength == nil)
    #expect(!children[2].storage.isChunk)
    #expect(children[2].attributes.minLength == 12)
  }

  @Test func aTreeDroppedFreesItsChunksOnceTheGraphResolvesAgain() throws {
    let graph = ViewGraph()
    var elements: [Element]? = graph.resolve(
      VStack { Text("Roble") }, environment: EnvironmentValues())
    weak let chunk = try #require(elements?.first?.childElements.first).storage
    #expect(chunk?.isChunk == true)
    elements = nil
    _ = graph.resolve(VStack { Text("Haya") }, environment: EnvironmentValues())
    #expect(chunk == nil)
  }
}
