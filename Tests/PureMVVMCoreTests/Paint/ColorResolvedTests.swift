import Foundation
import PureMVVMCore
import Testing

@Suite struct ColorResolvedTests {
  private let light = EnvironmentValues()

  @Test func systemColoursResolveAsIOSPaintsThemInLight() {
    let blue = Color.blue.resolve(in: light)
    #expect(blue.red == 0 && blue.blue == 1 && blue.opacity == 1)
    #expect(abs(blue.green - 122 / 255) < 1e-6)
    #expect(Color.secondary.resolve(in: light).opacity == Float(0.6))
    #expect(Color.clear.resolve(in: light).opacity == 0)
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    #expect(Color.primary.resolve(in: dark) == Color.Resolved(red: 1, green: 1, blue: 1))
  }

  /// A style of an app's own that resolves to a colour by the appearance.
  private struct TrailInk: ShapeStyle, Hashable {
    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
      environment.colorScheme == .dark
        ? Color.Resolved(red: 1, green: 1, blue: 1) : Color.Resolved(red: 0, green: 0.25, blue: 0)
    }
  }

  @Test func aColourMadeFromAStyleIsThatColourOrTheStyleResolvedInLight() {
    #expect(Color(.white.opacity(0.6)) == Color.white.opacity(0.6))
    #expect(Color(TrailInk()).resolve(in: light) == Color.Resolved(red: 0, green: 0.25, blue: 0))
  }

  @Test func componentsAreKeptInRangeAndOpacityMultiplies() {
    let odd = Color(red: 2, green: -1, blue: .nan, opacity: 1).opacity(0.5).resolve(in: light)
    #expect(odd == Color.Resolved(red: 1, green: 0, blue: 0, opacity: 0.5))
  }

  @Test func nanComponentsAreZeroAndNeverTrapWhenDrawn() {
    let odd = Color.Resolved(red: .nan, green: 0.5, blue: 0, opacity: .nan)
    #expect(
      Color(odd).resolve(in: light) == Color.Resolved(red: 0, green: 0.5, blue: 0, opacity: 0))
    #expect(Color.red.opacity(.nan).resolve(in: light).opacity == 0)
  }

  @Test func linearComponentsRoundTrip() {
    let resolved = Color.Resolved(colorSpace: .sRGBLinear, red: 0.2, green: 0.5, blue: 1)
    #expect(abs(resolved.linearRed - 0.2) < 1e-5 && abs(resolved.linearGreen - 0.5) < 1e-5)
    #expect(abs(resolved.green - 0.735_357) < 1e-4)
    #expect(Color(resolved).resolve(in: light) == resolved)
  }

  @Test func mixingInDeviceSpaceInterpolatesEachComponent() {
    let mixed = Color.black.mix(with: .white, by: 0.25, in: .device).resolve(in: light)
    #expect(mixed == Color.Resolved(red: 0.25, green: 0.25, blue: 0.25))
    #expect(
      Color.red.mix(with: .blue, by: 0, in: .device).resolve(in: light)
        == Color.red.resolve(in: light))
    #expect(Color.red.mix(with: .blue, by: 7).resolve(in: light).blue > 0.99)
    #expect(
      Color.red.mix(with: .blue, by: .nan, in: .device).resolve(in: light)
        == Color.red.resolve(in: light))
  }

  @Test func mixingPerceptuallyMeetsHalfwayInLightness() {
    let grey = Color.black.mix(with: .white, by: 0.5).resolve(in: light)
    #expect(abs(grey.red - grey.blue) < 1e-3)
    #expect(abs(grey.red - 0.3885) < 0.01)
  }
}
