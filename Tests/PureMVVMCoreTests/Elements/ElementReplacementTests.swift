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
