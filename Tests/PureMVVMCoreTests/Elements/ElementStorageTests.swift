import Foundation
import Testing

@testable import PureMVVMCore

@MainActor
@Suite struct ElementStorageTests {
  private func only(_ view: some View) throws -> Element {
    let elements = view.resolve()
    try #require(elements.count == 1)
    return elements[0]
  }

  private var presented: some View {
    Text("Behind").sheet(isPresented: .constant(true)) { Text("Sheet") }
  }

  @Test func changingACopyLeavesTheOriginalAsItWas() throws {
    let original = try only(VStack { Text("Roble") })
    var copy = original
    copy.kind = .text("Veleta")
    copy.children = []
    copy.isFocused = true
    copy.attributes.isItalic = true
    #expect(original.kind == .vStack)
    #expect(original.children.map(\.kind) == [.text("Roble")])
    #expect(!original.isFocused)
    #expect(!original.attributes.isItalic)
    #expect(copy.kind == .text("Veleta"))
  }

  @Test func changingACopysHandlersLeavesTheOriginalsAsTheyWere() throws {
    var deleted: [IndexSet] = []
    let row = try only(
      List { ForEach(["Roble"], id: \.self) { Text($0) }.onDelete { deleted.append($0) } })
    let original = try #require(row.children.first)
    var copy = original
    copy.withHandlers { $0.rowDeletion = nil }
    copy.withHandlers { $0.tag = "Veleta" }
    #expect(copy.delete == nil)
    #expect(original.handlers?.tag == nil)
    var tagged = original
    tagged.withHandlers { $0.tag = "Roble" }
    #expect(tagged.delete != nil)
    original.delete?()
    #expect(deleted == [IndexSet(integer: 0)])
  }

  @Test func aCopyWithItsOwnStorageStillCopiesTheHandlersItShares() throws {
    let original = try only(Text("Roble"))
    var tagged = original
    tagged.withHandlers { $0.tag = "Roble" }
    var copy = tagged
    copy.isFocused = true
    copy.withHandlers { $0.tag = "Veleta" }
    #expect(tagged.handlers?.tag == AnyHashable("Roble"))
    #expect(copy.handlers?.tag == AnyHashable("Veleta"))
  }

  @Test func changingACopysControlHandlersLeavesTheOriginalsAsTheyWere() throws {
    var typed: [String] = []
    let original = try only(
      TextField("Nombre", text: Binding(get: { "" }, set: { typed.append($0) })))
    var copy = original
    copy.withHandlers { $0.input = nil }
    copy.withHandlers { $0.step = { _ in } }
    #expect(copy.input == nil)
    #expect(original.handlers?.step == nil)
    var stepped = original
    stepped.withHandlers { $0.step = { _ in } }
    stepped.input?("Veleta")
    original.input?("Roble")
    #expect(typed == ["Veleta", "Roble"])
  }

  @Test func handlersOnlyOneElementHoldsChangeInPlace() throws {
    var element = try only(Text("Roble"))
    element.withHandlers { $0.tag = "Roble" }
    weak let handlers = element.handlers
    element.withHandlers { $0.isTapGesture = true }
    #expect(handlers != nil)
    #expect(element.handlers === handlers)
    #expect(element.handlers?.tag == AnyHashable("Roble"))
  }

  @Test func aPresentationAnywhereInsideIsNoted() throws {
    #expect(try only(VStack { VStack { presented } }).containsPresentation)
    #expect(try !only(VStack { Text("Plain") }).containsPresentation)
  }

  @Test func anEmptyPresentationOrToolbarIsNotedThoughItHoldsNothing() throws {
    let sheet = Text("Behind").sheet(isPresented: .constant(true)) { EmptyView() }.resolve()
      .first { $0.kind.isPresentation }
    #expect(sheet?.children.isEmpty == true)
    #expect(sheet?.containsPresentation == true)
    #expect(sheet?.height == 1)
    let toolbar = Text("Screen").toolbar { EmptyView() }.resolve().first { $0.kind.isToolbar }
    #expect(toolbar?.children.isEmpty == true)
    #expect(toolbar?.containsToolbar == true)
  }

  @Test func aToolbarIsNotedUpToTheScreenThatOwnsIt() throws {
    let toolbar = Text("Screen").toolbar { Button("Save") {} }
    #expect(try only(VStack { toolbar }).containsToolbar)
    #expect(try !only(NavigationStack { toolbar }).containsToolbar)
    #expect(try !only(TabView { toolbar }).containsToolbar)
    let sheet = Text("Behind").sheet(isPresented: .constant(true)) { toolbar }.resolve()
      .first { $0.containsPresentation }
    #expect(sheet?.containsPresentation == true)
    #expect(sheet?.containsToolbar == false)
  }

  @Test func aControlAnywhereInsideIsNotedOnEveryAncestor() throws {
    let tree = try only(
      VStack {
        Text("Plain")
        HStack { NavigationLink(value: 1) { Toggle("Nested", isOn: .constant(true)) } }
      })
    #expect(tree.containsControl)
    let stack = tree.childElements[1]
    #expect(stack.containsControl && stack.childElements[0].containsControl)
    #expect(!tree.childElements[0].containsControl)
    #expect(try !only(NavigationLink(value: 1) { Text("Link") }).containsControl)
    #expect(try only(Button("Save") {}).containsControl)
  }

  /// Unlike a toolbar, a control is noted past the screens that hold it: a query for
  /// controls looks into every screen, the presented and covered ones included.
  @Test func aControlInsideAnotherScreenIsNotedAroundIt() throws {
    let button = Button("Save") {}
    #expect(try only(VStack { NavigationStack { button } }).containsControl)
    #expect(try only(VStack { TabView { button } }).containsControl)
    let sheet = Text("Behind").sheet(isPresented: .constant(true)) { button }
    #expect(try only(VStack { sheet }).containsControl)
  }

  @Test func anElementChangedIntoOrOutOfAControlIsNotedAgain() throws {
    var element = try only(VStack { Text("Plain") })
    let control = try only(Button("Save") {})
    element.changeChild(at: 0) { $0.kind = control.kind }
    #expect(element.containsControl)
    element.changeEachChild { $0.kind = .text("Plain") }
    #expect(!element.containsControl)
    element.children = [control]
    #expect(element.containsControl)
  }

  @Test func aChangedCopyKeepsWhatItsElementHolds() throws {
    var original = try only(VStack { VStack { presented.toolbar { Button("Save") {} } } })
    original.isFocused = true
    original.changesOnlyState = true
    original.rowOffset = 7
    var copy = original
    copy.attributes.isItalic = true
    #expect(copy.isFocused && copy.changesOnlyState && copy.rowOffset == 7)
    #expect(copy.containsPresentation && copy.containsToolbar)
    #expect(copy.height == original.height)
    #expect(copy.height == 5)
  }

  @Test func changedChildrenOrKindAreNotedAgain() throws {
    var element = try only(VStack { Text("Plain") })
    element.children = try [only(VStack { presented })]
    #expect(element.containsPresentation)
    element.children[0].children = []
    #expect(!element.containsPresentation)
    element.kind = .presentation(.sheet)
    #expect(element.containsPresentation)
  }

  /// An object a closure holds, to tell when the closure is freed.
  private final class Token {}

  @Test func freeingATreeFreesWhatItsChildrenHold() throws {
    weak var held: Token?
    do {
      let token = Token()
      held = token
      let tree = VStack { HStack { Button("Guardar") { _ = token } } }.resolve()
      #expect(tree.count == 1)
    }
    #expect(held == nil)
  }

  @Test func changingAChildOfACopyLeavesTheOriginalsChildAsItWas() throws {
    let original = try only(
      VStack {
        Text("Roble"); Text("Haya")
      })
    var copy = original
    copy.changeChild(at: 1) { $0.kind = .text("Veleta") }
    #expect(copy.children.map(\.kind) == [.text("Roble"), .text("Veleta")])
    #expect(original.children.map(\.kind) == [.text("Roble"), .text("Haya")])
  }

  @Test func changingEachChildNotesWhatTheElementHoldsAgain() throws {
    var element = try only(
      VStack {
        Text("Roble"); Text("Haya")
      })
    element.changeEachChild { $0.kind = .presentation(.sheet) }
    #expect(element.children.map(\.kind) == [.presentation(.sheet), .presentation(.sheet)])
    #expect(element.containsPresentation)
  }

  @Test func appendedChildrenFollowTheOnesBefore() throws {
    var element = try only(VStack { Text("Roble") })
    element.appendChildren(contentsOf: try [only(Text("Haya")), only(VStack { presented })])
    #expect(element.childElements.count == 3)
    #expect(element.children.prefix(2).map(\.kind) == [.text("Roble"), .text("Haya")])
    #expect(element.containsPresentation)
    #expect(element.height == 4)
  }

  @Test func childrenReadInPlaceAreTheChildrenCopiedOut() throws {
    let element = try only(
      HStack {
        Text("Roble"); Spacer(); Text("6.4 km")
      })
    #expect(element.childElements.map(\.identity) == element.children.map(\.identity))
    #expect(element.childElements.map(\.kind) == [.text("Roble"), .spacer, .text("6.4 km")])
    #expect(try only(Text("Roble")).childElements.isEmpty)
  }
}
