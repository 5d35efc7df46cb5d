import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct ProgressViewStyleTests {
  /// The fraction as a percentage, and the current-value label.
  struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("\(Int(((configuration.fractionCompleted ?? 0) * 100).rounded())) %")
        configuration.currentValueLabel
      }
    }
  }

  /// The built-in look, with a caption that reads the style's environment.
  struct Captioned: ProgressViewStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
      VStack {
        ProgressView(configuration)
        Text(isEnabled ? "running" : "paused")
      }
    }
  }

  @Test func aCustomStylesBodyIsWhatRendersWithTheFractionAndTheCurrentValueLabel() throws {
    let inspector = DesignInspector(
      ProgressView(value: 3.0, total: 4.0) {
        Text("Upload")
      } currentValueLabel: {
        Text("3 of 4")
      }
      .progressViewStyle(Percent()))
    _ = try inspector.find(text: "75 %")
    _ = try inspector.find(text: "3 of 4")
    #expect(!inspector.elements.contains { $0.control?.role == .progressView })
  }

  @Test func anIndeterminateProgressHasNoFraction() throws {
    let inspector = DesignInspector(ProgressView().progressViewStyle(Percent()))
    _ = try inspector.find(text: "0 %")
  }

  @Test func progressViewFromAConfigurationKeepsTheBuiltInLookAndTheStyleSeesItsEnvironment() {
    let elements = DesignInspector(
      ProgressView("Upload", value: 0.5).progressViewStyle(Captioned()).disabled(true)
    ).elements
    #expect(
      elements.first?.children.map(\.kind) == [
        .control(Control(.progressView, title: "Upload", face: .progressBar(fraction: 0.5))),
        .text("paused"),
      ])
  }

  @Test func theBuiltInStylesDrawTheProgressElement() {
    for view in [
      AnyView(ProgressView("Upload", value: 0.5).progressViewStyle(.linear)),
      AnyView(ProgressView("Upload", value: 0.5).progressViewStyle(.circular)),
      AnyView(ProgressView("Upload", value: 0.5).progressViewStyle(.automatic)),
    ] {
      #expect(
        DesignInspector(view).elements.first?.kind
          == .control(Control(.progressView, title: "Upload", face: .progressBar(fraction: 0.5))))
    }
  }
}
