import PureMVVMCore
import PureMVVMInspection
import Testing

/// An `EnvironmentalModifier` applies the modifier chosen for the environment where it is
/// applied.
@MainActor
@Suite struct EnvironmentalModifierTests {
  /// Puts a mark before its content.
  struct Marked: ViewModifier {
    let mark: String

    func body(content: Content) -> some View {
      HStack {
        Text(mark)
        content
      }
    }
  }

  /// Marks its content with the colour scheme it is applied in.
  struct SchemeMark: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> Marked {
      Marked(mark: environment.colorScheme == .dark ? "◐" : "○")
    }
  }

  @Test func theModifierIsChosenFromTheHostsEnvironment() {
    let inspector = DesignInspector(Text("Anaga").modifier(SchemeMark()))
    #expect(inspector.texts == ["○", "Anaga"])
    inspector.environment.colorScheme = .dark
    #expect(inspector.texts == ["◐", "Anaga"])
  }

  @Test func theModifierIsChosenFromTheEnvironmentWhereItIsApplied() {
    let design = VStack {
      Text("Anaga").modifier(SchemeMark())
      Text("Teide").modifier(SchemeMark()).environment(\.colorScheme, .dark)
    }
    #expect(DesignInspector(design).texts == ["○", "Anaga", "◐", "Teide"])
  }
}
