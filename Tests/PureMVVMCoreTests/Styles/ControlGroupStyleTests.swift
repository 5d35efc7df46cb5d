import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct ControlGroupStyleTests {
  /// The label over the controls, stacked.
  struct Stacked: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label
        configuration.content
      }
    }
  }

  private func group() -> some View {
    ControlGroup {
      Button("Guardar") {}
      Button("Compartir") {}
    } label: {
      Text("Acciones")
    }
  }

  @Test func aCustomStylesBodyIsWhatRendersWithTheLabel() {
    let stack = DesignInspector(group().controlGroupStyle(Stacked())).elements.first
    #expect(stack?.kind == .vStack)
    #expect(
      stack?.children.map(\.kind) == [
        .text("Acciones"), .control(Control(.button, title: "Guardar", face: .pushButton)),
        .control(Control(.button, title: "Compartir", face: .pushButton)),
      ])
  }

  @Test func theBuiltInStylesPutTheControlsSideBySide() {
    for view in [
      AnyView(group()), AnyView(group().controlGroupStyle(.navigation)),
      AnyView(group().controlGroupStyle(.menu)), AnyView(group().controlGroupStyle(.palette)),
      AnyView(group().controlGroupStyle(.compactMenu)),
    ] {
      let row = DesignInspector(view).elements.first
      #expect(row?.kind == .hStack)
      #expect(row?.children.count == 2)
    }
  }

  @Test func controlGroupFromAConfigurationTakesTheLookOfTheStyleAroundIt() {
    struct Framed: ControlGroupStyle {
      func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).padding(.leading, 2)
      }
    }
    let row = DesignInspector(group().controlGroupStyle(Framed()).controlGroupStyle(Stacked()))
    #expect(row.elements.first?.kind == .vStack)
  }
}
