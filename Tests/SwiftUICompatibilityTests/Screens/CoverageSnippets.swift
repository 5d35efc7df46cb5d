// One snippet for each SwiftUI family the coverage article marks supported, written as an
// app writes it for SwiftUI; only the import differs.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

// MARK: Model data

@Observable final class TrailFilter {
  var shortOnly = false
}

final class TrailCounter: ObservableObject {
  @Published var count = 0
}

struct ModelDataSnippet: View {
  @State private var title = "Rutas"
  @State private var filter = TrailFilter()
  @StateObject private var counter = TrailCounter()

  var body: some View {
    VStack {
      TitleEditor(title: $title)
      FilterToggle(filter: filter)
      CounterRow(counter: counter)
      CounterFooter()
      FilterSummary()
    }
    .environmentObject(counter)
    .environment(filter)
  }
}

struct TitleEditor: View {
  @Binding var title: String

  var body: some View {
    TextField("Título", text: $title)
  }
}

struct FilterToggle: View {
  @Bindable var filter: TrailFilter

  var body: some View {
    Toggle("Menos de 10 km", isOn: $filter.shortOnly)
  }
}

struct CounterRow: View {
  @ObservedObject var counter: TrailCounter

  var body: some View {
    Stepper("Rutas: \(counter.count)", value: $counter.count)
  }
}

struct CounterFooter: View {
  @EnvironmentObject private var counter: TrailCounter

  var body: some View {
    Text("\(counter.count) rutas")
  }
}

struct FilterSummary: View {
  @Environment(TrailFilter.self) private var filter

  var body: some View {
    Text(filter.shortOnly ? "Cortas" : "Todas")
  }
}

// MARK: View groupings

struct ViewGroupingsSnippet: View {
  @State private var showsDetails = false

  var body: some View {
    Form {
      Section {
        Group {
          Text("Sierra de Guadarrama")
          Text("12,4 km")
        }
      } header: {
        Text("Ruta")
      } footer: {
        Text("Circular")
      }
      Section("Acciones") {
        ControlGroup {
          Button("Guardar") {}
          Button("Compartir") {}
        }
        DisclosureGroup("Detalles", isExpanded: $showsDetails) {
          Text("Desnivel: 600 m")
        }
      }
      GroupBox("Tiempo") {
        Label("Soleado", systemImage: "sun.max")
      }
    }
  }
}

// MARK: Gestures

struct GesturesSnippet: View {
  @State private var log: [String] = []
  @GestureState private var dragAmount = CGSize.zero
  @GestureState(resetTransaction: Transaction(animation: .spring)) private var isPressing = false

  var body: some View {
    VStack {
      DraggableCard()
      Text("Tap twice").onTapGesture(count: 2) { log.append("double") }
      Text("Where").onTapGesture(coordinateSpace: .local) { log.append("at \($0.x)") }
      Text("Press")
        .onLongPressGesture(minimumDuration: 1, maximumDistance: 5) {
          log.append("pressed")
        } onPressingChanged: {
          log.append("pressing \($0)")
        }
      Text("Hold then drag")
        .gesture(
          LongPressGesture(minimumDuration: 0.3)
            .updating($isPressing) { value, state, transaction in
              state = value
              transaction.animation = .easeIn
            }
            .sequenced(before: DragGesture(minimumDistance: 0))
            .updating($dragAmount) { value, state, _ in
              if case .second(true, let drag?) = value { state = drag.translation }
            }
            .onEnded { _ in log.append("dropped") })
      Text("Pinch or turn")
        .gesture(
          MagnificationGesture().simultaneously(with: RotationGesture())
            .onEnded { _ in log.append("transformed") })
      Text("Either")
        .highPriorityGesture(TapGesture(count: 2).exclusively(before: SpatialTapGesture()))
      Text("Hover").onHover { log.append($0 ? "in" : "out") }
      Text(log.joined(separator: ", "))
    }
  }
}
