import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct LabelStyleTests {
  /// The title above the icon, as teams write their own label styles.
  struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.title
        configuration.icon
      }
    }
  }

  /// The title alone while the environment is disabled.
  struct QuietWhenDisabled: LabelStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
      if isEnabled {
        Label(configuration)
      } else {
        configuration.title
      }
    }
  }

  private let label = Label("Favoritos", systemImage: "star")

  @Test func aCustomStylesBodyIsWhatRenders() {
    let elements = DesignInspector(label.labelStyle(Stacked())).elements
    let stack = elements.first
    #expect(stack?.kind == .vStack)
    #expect(
      stack?.children.map(\.kind) == [.text("Favoritos"), .image(name: "star", isSystem: true)])
    #expect(stack?.children.map(\.attributes.part) == [.title, .icon])
  }

  @Test func theDefaultStyleDrawsTheIconThenTheTitle() {
    let row = DesignInspector(label).elements.first
    #expect(row?.kind == .hStack)
    #expect(
      row?.children.map(\.kind) == [.image(name: "star", isSystem: true), .text("Favoritos")])
  }

  @Test(arguments: [
    (AnyLabelStyle.iconOnly, [Element.Kind.image(name: "star", isSystem: true)]),
    (.titleOnly, [.text("Favoritos")]),
    (.titleAndIcon, [.image(name: "star", isSystem: true), .text("Favoritos")]),
  ])
  func eachBuiltInStyleKeepsItsParts(style: AnyLabelStyle, kinds: [Element.Kind]) {
    let row = DesignInspector(style.apply(to: label)).elements.first
    #expect(row?.children.map(\.kind) == kinds)
  }

  @Test func aStylesEnvironmentIsThatOfTheLabelItStyles() {
    let enabled = DesignInspector(label.labelStyle(QuietWhenDisabled())).elements.first
    #expect(enabled?.children.count == 2)
    let disabled = DesignInspector(label.labelStyle(QuietWhenDisabled()).disabled(true))
    #expect(disabled.elements.first?.kind == .text("Favoritos"))
  }

  @Test func labelFromAConfigurationTakesTheLookOfTheStyleAroundIt() {
    let row = DesignInspector(label.labelStyle(QuietWhenDisabled()).labelStyle(.iconOnly))
    #expect(row.elements.first?.children.map(\.kind) == [.image(name: "star", isSystem: true)])
  }

  @Test func aStyleSetOnAContainerReachesLabelsInsideButtons() throws {
    let inspector = DesignInspector(
      VStack {
        Button("Favoritos", systemImage: "star") {}
      }
      .labelStyle(.titleOnly))
    let button = try inspector.find(button: "Favoritos")
    #expect(button.element.children.first?.children.map(\.kind) == [.text("Favoritos")])
  }
}

/// The built-in label styles, as one type for parameterised tests.
enum AnyLabelStyle: Sendable, CustomTestStringConvertible {
  case iconOnly, titleOnly, titleAndIcon

  var testDescription: String { "\(self)" }

  @MainActor func apply(to view: some View) -> AnyView {
    switch self {
    case .iconOnly: AnyView(view.labelStyle(.iconOnly))
    case .titleOnly: AnyView(view.labelStyle(.titleOnly))
    case .titleAndIcon: AnyView(view.labelStyle(.titleAndIcon))
    }
  }
}
