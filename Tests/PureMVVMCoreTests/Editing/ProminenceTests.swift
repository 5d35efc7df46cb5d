import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.headerProminence(_:)` reaches the views below through the environment.
@MainActor
@Suite struct ProminenceTests {
  struct ProminenceName: View {
    @Environment(\.headerProminence) private var prominence

    var body: some View {
      Text(prominence == .increased ? "destacada" : "normal")
    }
  }

  @Test func headersAreStandardUnlessSetAndSetForTheViewsBelow() {
    let design = List {
      Section {
        ProminenceName()
      } header: {
        ProminenceName()
      }
      .headerProminence(.increased)
      ProminenceName()
    }
    #expect(DesignInspector(design).texts == ["destacada", "destacada", "normal"])
  }
}
