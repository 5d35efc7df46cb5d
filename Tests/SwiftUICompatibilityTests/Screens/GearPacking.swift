// A packing board, as an app writes it for SwiftUI: gear is dragged between the pack and
// home with `Transferable` values, notes take dropped text, and a legacy list is
// reordered with item providers and a drop delegate.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
  import UniformTypeIdentifiers
#endif

struct GearItem: Identifiable, Hashable, Codable, Transferable {
  var id = UUID()
  var name: String
  var grams: Int

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .gearItem)
    ProxyRepresentation(exporting: \.name)
  }
}

extension UTType {
  static let gearItem = UTType(exportedAs: "com.example.packing.gear")
}

struct GearPacking: View {
  @State var home: [GearItem]
  @State var pack: [GearItem] = []
  @State var notes: [String] = []
  @State private var isPackTargeted = false

  var body: some View {
    VStack(alignment: .leading) {
      VStack {
        Text(isPackTargeted ? "Suelta aquí" : "Mochila: \(pack.reduce(0) { $0 + $1.grams }) g")
        ForEach(pack) { item in Text(item.name).draggable(item) }
      }
      .dropDestination(for: GearItem.self) { items, _ in
        move(items, into: &pack, from: &home)
      } isTargeted: {
        isPackTargeted = $0
      }
      VStack {
        Text("Casa")
        ForEach(home) { item in
          Text(item.name).draggable(item) {
            Label(item.name, systemImage: "backpack")
          }
        }
      }
      .dropDestination(for: GearItem.self) { items, _ in
        move(items, into: &home, from: &pack)
      }
      Text("Notas: \(notes.joined(separator: ", "))")
        .dropDestination(for: String.self) { texts, _ in
          notes += texts
          return !texts.isEmpty
        }
    }
  }

  private func move(
    _ items: [GearItem], into target: inout [GearItem], from source: inout [GearItem]
  )
    -> Bool
  {
    let moved = items.filter { !target.contains($0) }
    source.removeAll { moved.contains($0) }
    target += moved
    return !moved.isEmpty
  }
}

struct ChecklistReorder: View {
  @State var steps: [String]
  @State private var dragged: String?

  var body: some View {
    VStack {
      ForEach(steps, id: \.self) { step in
        Text(step)
          .onDrag {
            dragged = step
            return NSItemProvider(object: step as NSString)
          }
          .onDrop(
            of: [.text],
            delegate: StepDropDelegate(step: step, steps: $steps, dragged: $dragged))
      }
    }
  }
}

struct StepDropDelegate: DropDelegate {
  let step: String
  @Binding var steps: [String]
  @Binding var dragged: String?

  func dropEntered(info: DropInfo) {
    guard let dragged, dragged != step, let from = steps.firstIndex(of: dragged),
      let to = steps.firstIndex(of: step)
    else { return }
    steps.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
  }

  func dropUpdated(info: DropInfo) -> DropProposal? {
    DropProposal(operation: .move)
  }

  func performDrop(info: DropInfo) -> Bool {
    dragged = nil
    return true
  }
}
