import PureMVVMCore
import PureMVVMInspection
import Testing

/// Liquid Glass is recorded with its shape where a view or a glass button style uses it.
@MainActor
@Suite struct GlassTests {
  private func attributes(_ view: some View) throws -> ElementAttributes {
    try DesignInspector(view).find(text: "Mapa").element.attributes
  }

  @Test func glassIsACapsuleUnlessGivenAShape() throws {
    let capsule = try attributes(Text("Mapa").glassEffect())
    #expect(capsule.glass == .regular)
    #expect(capsule.glassShape == Capsule()._outline)
    let rounded = try attributes(Text("Mapa").glassEffect(.clear, in: .rect(cornerRadius: 8)))
    #expect(rounded.glass == .clear)
    #expect(rounded.glassShape == RoundedRectangle(cornerRadius: 8)._outline)
  }

  @Test func identityGlassAddsNoGlass() throws {
    let none = try attributes(Text("Mapa").glassEffect(.identity))
    #expect(none.glass == nil)
    #expect(none.glassShape == nil)
    let kept = try attributes(Text("Mapa").glassEffect(.clear).glassEffect(.identity))
    #expect(kept.glass == .clear)
  }

  @Test func tintAndInteractivityAreKeptAndUndone() {
    let glass = Glass.regular.tint(.red).interactive()
    #expect(glass.tintColor == .red && glass.isInteractive)
    #expect(glass.tint(nil).interactive(false) == .regular)
    #expect(Glass.clear.variant == .clear)
  }

  @Test func glassButtonsDrawAsBorderedButtonsWithTheirGlass() throws {
    let inspector = DesignInspector(
      VStack {
        Button("Claro") {}.buttonStyle(.glass(.clear))
        Button("Fuerte") {}.buttonStyle(.glassProminent)
      })
    #expect(try inspector.find(button: "Claro").element.attributes.glass == .clear)
    #expect(try inspector.find(button: "Fuerte").element.attributes.glass == .regular)
    #expect(inspector.render(width: 20).contains("[ Claro ]"))
  }

  @Test func buttonSizingIsReadFromTheEnvironment() {
    let sizing = Locked<ButtonSizing?>(nil)
    let reader = EnvironmentReaderView { environment in
      sizing.withLock { $0 = environment.buttonSizing }
    }
    _ = reader.buttonSizing(.fitted).resolve()
    #expect(sizing.withLock { $0 } == .fitted)
    #expect(EnvironmentValues().buttonSizing == .automatic)
  }
}

/// Reads the environment it is resolved in.
private struct EnvironmentReaderView: View {
  let read: (EnvironmentValues) -> Void
  @Environment(\.self) private var environment

  var body: some View {
    read(environment)
    return EmptyView()
  }
}
