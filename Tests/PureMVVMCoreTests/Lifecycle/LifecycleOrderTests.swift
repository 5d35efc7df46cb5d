import PureMVVMCore
import PureMVVMInspection
import Testing

/// Lifecycle actions run in one order in every host: appearances in tree order (a parent
/// before its children, siblings in order), disappearances in reverse.
@MainActor
@Suite struct LifecycleOrderTests {
  final class Journal {
    var entries: [String] = []
  }

  struct Leaf: View {
    let name: String
    let journal: Journal

    var body: some View {
      Text(name)
        .onAppear { journal.entries.append("+\(name)") }
        .onDisappear { journal.entries.append("-\(name)") }
    }
  }

  struct Tree: View {
    let journal: Journal
    @State private var shown = true

    var body: some View {
      VStack {
        if shown {
          VStack {
            ForEach(0..<5) { index in Leaf(name: "\(index)", journal: journal) }
            VStack { Leaf(name: "5a", journal: journal) }
              .onAppear { journal.entries.append("+5") }
              .onDisappear { journal.entries.append("-5") }
          }
          .onAppear { journal.entries.append("+group") }
          .onDisappear { journal.entries.append("-group") }
        }
        Toggle("Shown", isOn: $shown)
      }
    }
  }

  @Test func twentyHostsRunAppearancesInTreeOrderAndDisappearancesInReverse() throws {
    var orders: Set<[String]> = []
    for _ in 0..<20 {
      let journal = Journal()
      let inspector = DesignInspector(Tree(journal: journal))
      _ = inspector.elements
      try inspector.find(toggle: "Shown").tap()
      _ = inspector.elements
      orders.insert(journal.entries)
    }
    #expect(
      orders == [
        [
          "+group", "+0", "+1", "+2", "+3", "+4", "+5", "+5a",
          "-5a", "-5", "-4", "-3", "-2", "-1", "-0", "-group",
        ]
      ])
  }
}
