import PureMVVMCore
import PureMVVMInspection
import Testing

/// A view that changes one of the references a context hands down (the text fields'
/// traits, the offered geometry) keeps the others for its subtree: they travel in one
/// object, replaced whole.
@MainActor
@Suite struct ResolveScopeTests {
  final class Log {
    var appeared: [Int] = []
  }

  /// Rows whose `onAppear` sits below an `onSubmit`, which changes the fields' traits.
  struct SubmittableRows: View {
    let log: Log

    var body: some View {
      List {
        ForEach(0..<30, id: \.self) { item in
          Text("Item \(item)")
            .onAppear { log.appeared.append(item) }
            .onSubmit {}
        }
      }
    }
  }

  /// How many texts the design `make` builds shows, and which rows appeared, in a window
  /// of ten rows.
  private func inAWindowOfTen(_ make: (Log) -> some View) -> (texts: Int, appeared: [Int]) {
    let log = Log()
    let inspector = DesignInspector(make(log))
    inspector.visibleRowCount = 10
    return (inspector.texts.count, log.appeared)
  }

  @Test func aTraitsChangeInALazyRowKeepsTheListsWindow() {
    let shown = inAWindowOfTen(SubmittableRows.init)
    #expect(shown.texts == 30)
    #expect(shown.appeared == Array(0..<10))
  }

  /// A reader below an `onSubmit`, inside a frame: the frame's width must reach it.
  struct FramedReader: View {
    var body: some View {
      VStack {
        GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }
          .onSubmit {}
      }
      .frame(width: 120)
    }
  }

  @Test func aTraitsChangeKeepsTheGeometryOffered() {
    #expect(DesignInspector(FramedReader()).texts == ["120 wide"])
  }

  /// A focused field inside a frame, on a screen that reads geometry.
  struct FramedField: View {
    @State private var name = ""
    @FocusState private var isFocused: Bool

    var body: some View {
      VStack {
        GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }
        TextField("Nombre", text: $name).frame(width: 100).focused($isFocused)
        Text(isFocused ? "focused" : "not focused")
      }
    }
  }

  @Test func aFrameInsideAFocusedFieldKeepsItsFocus() throws {
    let inspector = DesignInspector(FramedField())
    try inspector.find(textField: "Nombre").focus()
    #expect(inspector.texts.last == "focused")
  }

  /// A list, which sets its rows' lifecycle gate, below an `onSubmit` and inside a frame.
  struct SubmittingList: View {
    let log: Log
    @State private var name = ""

    var body: some View {
      ScrollView {
        LazyVStack {
          TextField("Nombre", text: $name)
          GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }
        }
      }
      .onSubmit { log.appeared.append(-1) }
      .frame(width: 120)
    }
  }

  @Test func aListsGateKeepsTheTraitsAndGeometryAboveIt() throws {
    let log = Log()
    let inspector = DesignInspector(SubmittingList(log: log))
    #expect(inspector.texts == ["120 wide"])
    try inspector.find(textField: "Nombre").submit()
    #expect(log.appeared == [-1])
  }

  /// Rows whose `onAppear` sits below a frame, on a screen that reads geometry.
  struct FramedRows: View {
    let log: Log

    var body: some View {
      VStack {
        GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }
        List {
          ForEach(0..<30, id: \.self) { item in
            Text("Item \(item)")
              .onAppear { log.appeared.append(item) }
              .frame(width: 200)
          }
        }
      }
    }
  }

  @Test func aFrameInALazyRowKeepsTheListsWindow() {
    let shown = inAWindowOfTen(FramedRows.init)
    #expect(shown.texts == 31)
    #expect(shown.appeared == Array(0..<10))
  }
}
