import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.focusEffectDisabled(_:)` reaches the views below as `\.isFocusEffectEnabled`.
@MainActor
@Suite struct FocusEffectTests {
  struct EffectName: View {
    @Environment(\.isFocusEffectEnabled) private var isEnabled

    var body: some View {
      Text(isEnabled ? "con efecto" : "sin efecto")
    }
  }

  @Test func theEffectIsOnUnlessDisabledAndBackOnWhereReEnabled() {
    let design = VStack {
      EffectName()
      VStack {
        EffectName()
        EffectName().focusEffectDisabled(false)
      }
      .focusEffectDisabled()
    }
    #expect(DesignInspector(design).texts == ["con efecto", "sin efecto", "con efecto"])
  }
}
