import PureMVVMInspection
import Testing

@testable import PureMVVMCore

/// Stacks, links and blocks of views resolve their content in their own context, turned
/// into each child's and back (`_resolve(inPlace:into:)`): the context comes back as it
/// was, and every element gets the identity a copied child context gives it.
@MainActor
@Suite struct InPlaceResolutionTests {
  /// A route-list row: a link whose label is a stack of two texts around a spacer.
  private var row: some View {
    NavigationLink(value: 7) {
      HStack {
        Text("Ruta del Águila")
        Spacer()
        Text("9,9 km")
      }
    }
  }

  /// A context below the root, as a row's is: a few levels deep, starting groups.
  private func rowContext(in graph: ViewGraph) -> ResolveContext {
    var context = ResolveContext(graph: graph).child(3).child(5)
    context.startsGroups = true
    return context
  }

  /// Each element's identity and kind, depth first.
  private func identities(_ elements: [Element]) -> [String] {
    elements.flatMap { element in
      ["\(element.identity) \(element.kind)"] + identities(element.children)
    }
  }

  @Test func resolvingInPlaceGivesTheContextBackAsItWas() {
    let graph = ViewGraph()
    var context = rowContext(in: graph)
    let before = context.place
    var elements: [Element] = []
    ViewBuilder.buildBlock(row, VStack { ZStack { Text("Dentro") } }, Text("Después"))
      ._resolve(inPlace: &context, into: &elements)
    #expect(elements.count == 3)
    #expect(context.place.position == before.position)
    #expect(context.place.depth == before.depth)
    #expect(context.place.startsGroups)
  }

  @Test func aRowResolvedInPlaceGetsTheIdentitiesOfCopiedContexts() {
    let graph = ViewGraph()
    var context = rowContext(in: graph)
    var elements: [Element] = []
    row._resolve(inPlace: &context, into: &elements)
    // What `child(_:)`, which copies the context, makes of each level.
    let label = context.child(0)
    let texts = label.child(0)
    let expected = [
      "\(context.position) navigationLink(title: \"\")",
      "\(label.position) hStack",
      "\(texts.child(0).position) text(\"Ruta del Águila\")",
      "\(texts.child(1).position) spacer",
      "\(texts.child(2).position) text(\"9,9 km\")",
    ]
    #expect(identities(elements) == expected)
  }

  @Test func inPlaceAndCopiedResolutionsMakeTheSameTree() {
    let design = VStack {
      row
      HStack {
        ZStack { Text("Arriba") }
        Text("Al lado")
      }
    }
    let graph = ViewGraph()
    let context = rowContext(in: graph)
    var copied: [Element] = []
    design._resolve(in: context, into: &copied)
    var inPlace: [Element] = []
    var moved = context
    design._resolve(inPlace: &moved, into: &inPlace)
    #expect(identities(inPlace) == identities(copied))
    #expect(identities(inPlace).count == 10)
  }

  /// The rows of a list written one by one, not with `ForEach`, some in a group, an `if`
  /// or an optional: each stack a row of its own, whose `onAppear` runs only while the
  /// row is in the window.
  struct StackRows: View {
    final class Log {
      var appeared: [String] = []
    }
    let log: Log
    var showsFourth = true

    var body: some View {
      List {
        row("Uno")
        Group {
          row("Dos")
          row("Tres")
        }
        if showsFourth { row("Cuatro") } else { row("Otro") }
        showsFourth ? row("Cinco") : nil
      }
    }

    private func row(_ name: String) -> some View {
      HStack { Text(name).onAppear { log.appeared.append(name) } }
    }
  }

  @Test func stacksResolvedInPlaceStayRowsOfTheirOwn() {
    let log = StackRows.Log()
    let inspector = DesignInspector(StackRows(log: log))
    inspector.visibleRowCount = 2
    #expect(inspector.texts == ["Uno", "Dos", "Tres", "Cuatro", "Cinco"])
    #expect(log.appeared == ["Uno", "Dos"])
    inspector.scroll(toRow: 3)
    _ = inspector.elements
    #expect(log.appeared == ["Uno", "Dos", "Cuatro", "Cinco"])
  }
}
