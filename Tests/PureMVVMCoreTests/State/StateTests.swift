import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct StateTests {
  struct Counter: View {
    let label: String
    @State private var count: Int

    init(_ label: String, start: Int = 0) {
      self.label = label
      _count = State(initialValue: start)
    }

    var body: some View {
      Button("\(label): \(count)") { count += 1 }
    }
  }

  /// A parent whose body re-creates its children with a start value it changes.
  struct Parent: View {
    @State private var start = 10
    @State private var showsSecond = true

    var body: some View {
      VStack {
        Counter("A", start: start)
        if showsSecond { Counter("B") }
        Button("Restart") { start = 50 }
        Toggle("Second", isOn: $showsSecond)
      }
    }
  }

  @Test func theInitialValueIsUsedOncePerIdentity() throws {
    let inspector = DesignInspector(Parent())
    try inspector.find(button: "A: 10").tap()
    try inspector.find(button: "Restart").tap()
    _ = try inspector.find(button: "A: 11")
  }

  @Test func stateIsDroppedWhenItsViewLeavesTheTree() throws {
    let inspector = DesignInspector(Parent())
    try inspector.find(button: "B: 0").tap()
    try inspector.find(button: "B: 1").tap()
    try inspector.find(toggle: "Second").tap()
    #expect(throws: InspectionError.self) { try inspector.find(button: "B: 2") }
    try inspector.find(toggle: "Second").tap()
    _ = try inspector.find(button: "B: 0")
  }

  @Test func twoViewsOfOneTypeSideBySideKeepSeparateState() throws {
    let inspector = DesignInspector(
      VStack {
        Counter("Left")
        Counter("Right")
      })
    try inspector.find(button: "Left: 0").tap()
    #expect(throws: Never.self) { try inspector.find(button: "Right: 0") }
    _ = try inspector.find(button: "Left: 1")
  }

  struct Rows: View {
    @State var names = ["Ana", "Luis"]

    var body: some View {
      VStack {
        ForEach(names, id: \.self) { Counter($0) }
        Button("Reverse") { names.reverse() }
        Button("Drop Ana") { names.removeAll { $0 == "Ana" } }
        Button("Add Ana") { names.append("Ana") }
      }
    }
  }

  @Test func forEachRowsKeepTheirStateByIDWhenReordered() throws {
    let inspector = DesignInspector(Rows())
    try inspector.find(button: "Luis: 0").tap()
    try inspector.find(button: "Reverse").tap()
    #expect(
      inspector.elements.first?.children.prefix(2).map(\.kind) == [
        .control(Control(.button, title: "Luis: 1", face: .pushButton)),
        .control(Control(.button, title: "Ana: 0", face: .pushButton)),
      ])
  }

  @Test func aForEachRowThatLeavesAndComesBackStartsAfresh() throws {
    let inspector = DesignInspector(Rows())
    try inspector.find(button: "Ana: 0").tap()
    try inspector.find(button: "Drop Ana").tap()
    try inspector.find(button: "Add Ana").tap()
    _ = try inspector.find(button: "Ana: 0")
  }

  struct Identified: View {
    @State private var generation = 0

    var body: some View {
      VStack {
        Counter("Item").id(generation)
        Button("Replace") { generation += 1 }
        Button("Same") { generation += 0 }
      }
    }
  }

  @Test func aNewIDIsANewIdentityAndTheSameIDKeepsIt() throws {
    let inspector = DesignInspector(Identified())
    try inspector.find(button: "Item: 0").tap()
    try inspector.find(button: "Same").tap()
    _ = try inspector.find(button: "Item: 1")
    try inspector.find(button: "Replace").tap()
    _ = try inspector.find(button: "Item: 0")
  }

  struct Editor: View {
    @State private var text = "Hola"

    var body: some View {
      VStack {
        Field(text: $text)
        Text("Saved: \(text)")
      }
    }
  }

  struct Field: View {
    @Binding var text: String

    var body: some View { TextField("Text", text: $text) }
  }

  @Test func theProjectedValueIsABindingAChildWritesThrough() throws {
    let inspector = DesignInspector(Editor())
    try inspector.find(textField: "Text").setInput("Adiós")
    #expect(inspector.texts == ["Saved: Adiós"])
  }

  @Test func aFreshResolutionStartsFromTheInitialValue() {
    let counter = Counter("Plain", start: 7)
    #expect(
      counter.resolve().map(\.kind) == [
        .control(Control(.button, title: "Plain: 7", face: .pushButton))
      ])
  }

  /// A dynamic property of the user's own, holding state, as SwiftUI allows.
  struct Toggled: DynamicProperty {
    @State var isOn = false
  }

  struct UsesToggled: View {
    var toggled = Toggled()

    var body: some View {
      Toggle("Switch", isOn: toggled.$isOn)
    }
  }

  /// Re-creates its child on every resolution, as any parent's body does.
  struct Recreating<Child: View>: View {
    let make: () -> Child
    var body: some View { make() }
  }

  @Test func stateInsideACustomDynamicPropertyIsLinked() throws {
    let inspector = DesignInspector(Recreating { UsesToggled() })
    try inspector.find(toggle: "Switch").tap()
    #expect(try inspector.find(toggle: "Switch").isOn == true)
  }

  struct Expanding: ViewModifier {
    @State private var expanded = false

    func body(content: Content) -> some View {
      VStack {
        content
        Button(expanded ? "Less" : "More") { expanded.toggle() }
      }
    }
  }

  @Test func stateInsideAViewModifierIsKept() throws {
    let inspector = DesignInspector(Text("Body").modifier(Expanding()))
    try inspector.find(button: "More").tap()
    _ = try inspector.find(button: "Less")
  }

  @Test func optionalStateStartsAsNil() throws {
    struct Picked: View {
      @State private var choice: String?
      var body: some View {
        Button(choice ?? "none") { choice = "uno" }
      }
    }
    let inspector = DesignInspector(Picked())
    try inspector.find(button: "none").tap()
    _ = try inspector.find(button: "uno")
  }

  struct Outer: View {
    @State private var title = "Outer"
    var body: some View { Inner(title: title) }
  }

  struct Inner: View {
    let title: String
    @State private var taps = 0
    var body: some View { Button("\(title) \(taps)") { taps += 1 } }
  }

  @Test func aViewsStateAndItsBodysStateNeverShareStorage() throws {
    let inspector = DesignInspector(Recreating { Outer() })
    try inspector.find(button: "Outer 0").tap()
    try inspector.find(button: "Outer 1").tap()
    _ = try inspector.find(button: "Outer 2")
  }

  struct Other: View {
    @State private var taps = 100
    var body: some View { Button("Other \(taps)") { taps += 1 } }
  }

  @Test func aViewOfAnotherTypeAtTheSamePlaceIsAnotherView() throws {
    let inspector = DesignInspector(
      Stateful(value: true) { first in
        VStack {
          first.wrappedValue ? AnyView(Inner(title: "Inner")) : AnyView(Other())
          Toggle("First", isOn: first)
        }
      })
    try inspector.find(button: "Inner 0").tap()
    try inspector.find(toggle: "First").tap()
    _ = try inspector.find(button: "Other 100")
  }
}
