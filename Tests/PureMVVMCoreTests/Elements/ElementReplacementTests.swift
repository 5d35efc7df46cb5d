import Testing

@testable import PureMVVMCore

@MainActor
@Suite struct ElementReplacementTests {
  private func stack() throws -> [Element] {
    let tree = VStack {
      Text("Uno")
      Text("Dos")
      Text("Tres")
    }.resolve()
    try #require(tree.count == 1 && tree[0].children.count == 3)
    return tree
  }

  private func texts(_ words: String...) -> [Element] {
    VStack { ForEach(words, id: \.self) { Text($0) } }.resolve()[0].children
  }

  @Test func aRunIsFoundByItsStorageInsidePlainContainersAndReplaced() throws {
    var tree = try stack()
    let old = Array(tree[0].children[0...1])
    #expect(Element.replace(old, with: texts("Una", "Otra"), in: &tree) != nil)
    #expect(tree[0].children.map(\.kind) == [.text("Una"), .text("Otra"), .text("Tres")])
  }

  @Test func containersOnlyTheTreeHoldsChangeInPlaceAndAreNotListed() throws {
    var tree = try stack()
    let container = tree[0].storageIdentity
    let old = Array(tree[0].children[1...2])
    let replacement = try #require(
      Element.replace(old, with: texts("Otra", "Más"), in: &tree, near: 1))
    #expect(replacement.ancestors.isEmpty)
    #expect(tree[0].storageIdentity == container)
    #expect(tree[0].children.map(\.kind) == [.text("Uno"), .text("Otra"), .text("Más")])
  }

  @Test func containersHeldElsewhereAreCopiedListedAndLeftAsTheyWere() throws {
    var tree = try stack()
    let held = tree
    let old = Array(tree[0].children[1...2])
    let replacement = try #require(
      Element.replace(old, with: texts("Otra", "Más"), in: &tree, near: 1))
    #expect(replacement.ancestors.map(\.old.storageIdentity) == [held[0].storageIdentity])
    #expect(replacement.ancestors.map(\.new.storageIdentity) == [tree[0].storageIdentity])
    #expect(tree[0].storageIdentity != held[0].storageIdentity)
    #expect(held[0].children.map(\.kind) == [.text("Uno"), .text("Dos"), .text("Tres")])
  }

  @Test(arguments: [1, 0, 2, 3, 40, -1, Int.max, Int.min])
  func aRunIsFoundWhereverThePlaceToLookFirstPoints(position: Int) throws {
    var tree = try stack()
    let old = Array(tree[0].children[1...1])
    #expect(Element.replace(old, with: texts("Otra"), in: &tree, near: position) != nil)
    #expect(tree[0].children.map(\.kind) == [.text("Uno"), .text("Otra"), .text("Tres")])
  }

  @Test func containersAroundAReplacedRunHoldWhatAFreshResolutionHolds() throws {
    var tree = VStack {
      VStack { Text("Uno").sheet(isPresented: .constant(true)) { Text("Hoja") } }
      Text("Dos")
    }.resolve()
    let old = tree[0].children[0].children
    let new = VStack { Text("Una").sheet(isPresented: .constant(true)) { Text("Hoja") } }
      .resolve()[0].children
    #expect(Element.replace(old, with: new, in: &tree) != nil)
    #expect(tree[0].children[0].children.first?.kind == .text("Una"))
    let fresh = VStack {
      VStack { Text("Una").sheet(isPresented: .constant(true)) { Text("Hoja") } }
      Text("Dos")
    }.resolve()
    #expect(tree[0].height == fresh[0].height)
    #expect(tree[0].containsPresentation == fresh[0].containsPresentation)
    #expect(tree[0].containsPresentation)
  }

  #if DEBUG
    @Test func childrenChangedIntoOnesHoldingMoreStopDebugBuilds() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          var tree = VStack { Text("Uno") }.resolve()
          let deeper = VStack { VStack { Text("Dos") } }.resolve()
          tree[0].changeChildrenKeepingContents { $0[0] = deeper[0] }
        }
      }
    }
  #endif

  @Test func aRunWithAnElementChangedSinceIsLeftAsItIs() throws {
    var tree = try stack()
    let old = Array(tree[0].children[0...1])
    tree[0].children[1].attributes.isItalic = true
    #expect(Element.replace(old, with: texts("Una", "Otra"), in: &tree) == nil)
    #expect(tree[0].children.map(\.kind) == [.text("Uno"), .text("Dos"), .text("Tres")])
  }

  @Test func aRunFollowedByAnotherElementIsLeftAsItIs() throws {
    var tree = try stack()
    let old = [tree[0].children[0], tree[0].children[2]]
    #expect(Element.replace(old, with: texts("Una", "Otra"), in: &tree) == nil)
    #expect(tree[0].children.map(\.kind) == [.text("Uno"), .text("Dos"), .text("Tres")])
  }

  @Test func anElementInAControlsLabelIsNotReplaced() throws {
    var tree = Button(action: {}) {
      HStack {
        Image(systemName: "star")
        Text("Uno")
      }
    }.resolve()
    let label = try #require(tree.first?.children.first)
    #expect(Element.replace([label], with: texts("Otra"), in: &tree) == nil)
  }

  @Test func aReplacementKeepsIdentitiesKindsAndAttributesButNotWords() {
    let uno = Text("Uno").resolve()
    #expect(Element.canReplace(uno, with: Text("Dos").resolve()))
    #expect(
      !Element.canReplace(
        uno,
        with: Group {
          Text("Uno"); Text("Dos")
        }.resolve()))
    #expect(!Element.canReplace(texts("Uno"), with: texts("Dos")))
    #expect(!Element.canReplace(uno, with: Divider().resolve()))
    #expect(!Element.canReplace(uno, with: Text("Uno").italic().resolve()))
  }
}
