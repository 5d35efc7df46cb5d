import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct LabeledContentStyleTests {
  /// The label above the content.
  struct Stacked: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label
        configuration.content
      }
    }
  }

  /// The look of the style around it, hidden while disabled.
  struct HiddenWhenDisabled: LabeledContentStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
      if isEnabled { LabeledContent(configuration) } else { EmptyView() }
    }
  }

  private let row = LabeledContent("Versión", value: "2.4.1")

  @Test func aCustomStylesBodyIsWhatRenders() {
    let stack = DesignInspector(row.labeledContentStyle(Stacked())).elements.first
    #expect(stack?.kind == .vStack)
    #expect(stack?.children.map(\.kind) == [.text("Versión"), .text("2.4.1")])
  }

  @Test func theDefaultStylePutsTheValueAtTheTrailingEdge() {
    let row = DesignInspector(row).elements.first
    #expect(row?.kind == .hStack)
    #expect(row?.children.map(\.kind) == [.text("Versión"), .spacer, .text("2.4.1")])
    #expect(row?.children.last?.attributes.part == .value)
  }

  @Test func labeledContentFromAConfigurationKeepsTheLookAndTheStyleSeesItsEnvironment() {
    let enabled = DesignInspector(row.labeledContentStyle(HiddenWhenDisabled())).elements
    #expect(enabled.first?.children.count == 3)
    let disabled = DesignInspector(
      row.labeledContentStyle(HiddenWhenDisabled()).disabled(true)
    ).elements
    #expect(disabled.isEmpty)
  }
}
