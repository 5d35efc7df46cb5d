import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The environment values screens read to adapt: size classes from the host's device,
/// dynamic type, scene phase, layout direction, text settings, contrast and accessibility
/// settings, each with SwiftUI's default.
@MainActor
@Suite struct DisplayEnvironmentTests {
  private struct Adaptive: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      VStack {
        Text(horizontal == .regular ? "dos columnas" : "una columna")
        Text(vertical == .compact ? "apaisado" : "vertical")
        Text(typeSize.isAccessibilitySize ? "letra grande" : "letra \(typeSize)")
      }
    }
  }

  @Test func theDeviceDecidesTheSizeClasses() {
    let inspector = DesignInspector(Adaptive())
    #expect(inspector.texts == ["una columna", "vertical", "letra large"])
    inspector.device = .tablet
    #expect(inspector.texts.first == "dos columnas")
    inspector.device = Device(size: CGSize(width: 844, height: 390))
    #expect(inspector.texts.prefix(2) == ["dos columnas", "apaisado"])
    let forced = DesignInspector(Adaptive().environment(\.horizontalSizeClass, .regular))
    #expect(forced.texts.first == "dos columnas")
  }

  @Test func dynamicTypeIsSetAndClampedToARange() {
    let large = DesignInspector(Adaptive().dynamicTypeSize(.accessibility3))
    #expect(large.texts.last == "letra grande")
    let clamped = DesignInspector(
      Adaptive().dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility5))
    #expect(clamped.texts.last == "letra xxLarge")
    let raised = DesignInspector(Adaptive().dynamicTypeSize(DynamicTypeSize.small...))
    #expect(raised.texts.last == "letra large")
    let atLeast = DesignInspector(
      Adaptive().dynamicTypeSize(DynamicTypeSize.xLarge...).dynamicTypeSize(.xSmall))
    #expect(atLeast.texts.last == "letra xLarge")
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
  }

  private struct Settings: View {
    @Environment(\.scenePhase) private var phase
    @Environment(\.layoutDirection) private var direction
    @Environment(\.font) private var font
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.displayScale) private var scale
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var weight
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorScheme) private var scheme

    var body: some View {
      Text(
        "\(phase) \(direction) \(font == nil ? "sin" : "con") \(lineLimit ?? 0) \(alignment) "
          + "\(scale) \(contrast) \(weight == nil ? "normal" : "negrita") \(reduceMotion) \(scheme)"
      )
    }
  }

  @Test func eachValueHasSwiftUIsDefault() {
    #expect(
      DesignInspector(Settings()).texts
        == ["active leftToRight sin 0 leading 3.0 standard normal false light"])
  }

  /// Settings with the text modifiers and a preferred scheme.
  private func styled() -> some View {
    Settings().font(.headline).lineLimit(2).multilineTextAlignment(.center)
      .preferredColorScheme(.dark)
  }

  /// The settings a user might have changed.
  private static var changedSettings: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.scenePhase = .background
    environment.layoutDirection = .rightToLeft
    environment.displayScale = 2
    return environment
  }

  /// The accessibility settings a user might have changed, on top of `environment`.
  private static func accessible(_ environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    environment.colorSchemeContrast = .increased
    environment.legibilityWeight = .bold
    environment.accessibilityReduceMotion = true
    return environment
  }

  @Test func modifiersAndTheEnvironmentSetThem() {
    let inspector = DesignInspector(styled())
    inspector.environment = Self.accessible(Self.changedSettings)
    let expected: [String] = ["background rightToLeft con 2 center 2.0 increased negrita true dark"]
    #expect(inspector.texts == expected)
  }

  @Test func scenePhasesAreOrderedAndAPixelIsAThirdOfAPoint() {
    let phases: [ScenePhase] = [.background, .inactive, .active]
    #expect(phases.sorted() == phases)
    let third: CGFloat = 1.0 / 3
    #expect(EnvironmentValues().pixelLength == third)
  }
}
