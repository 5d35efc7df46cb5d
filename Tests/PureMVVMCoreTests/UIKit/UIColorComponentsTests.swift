import Foundation
import PureMVVMCore
import Testing

/// A `UIColor` gives its components, as an animated gradient reads them to shift hues.
@Suite struct UIColorComponentsTests {
  private func hsba(_ color: UIColor) -> [CGFloat] {
    var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (9, 9, 9, 9)
    color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
    return [hue, saturation, brightness, alpha].map { ($0 * 1000).rounded() / 1000 }
  }

  @Test func anOrangeHasAHueOfATwelfth() {
    #expect(hsba(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)) == [0.083, 1, 1, 0.8])
  }

  @Test(arguments: [
    (UIColor(red: 0.5, green: 1, blue: 0, alpha: 1), [0.25, 1, 1, 1]),
    (UIColor(red: 0.2, green: 0.4, blue: 0.2, alpha: 1), [0.333, 0.5, 0.4, 1]),
    (UIColor(red: 0, green: 1, blue: 0.75, alpha: 1), [0.458, 1, 1, 1]),
    (UIColor(red: 0, green: 0, blue: 1, alpha: 1), [0.667, 1, 1, 1]),
    (UIColor(red: 0.75, green: 0, blue: 1, alpha: 1), [0.792, 1, 1, 1]),
    (UIColor(red: 1, green: 0, blue: 0.5, alpha: 1), [0.917, 1, 1, 1]),
  ])
  func everySextantOfTheWheelGivesItsHue(color: UIColor, expected: [CGFloat]) {
    #expect(hsba(color) == expected)
  }

  @Test func greyAndBlackHaveNoHueNorSaturation() {
    #expect(hsba(UIColor(white: 0.5, alpha: 1)) == [0, 0, 0.5, 1])
    #expect(hsba(UIColor(red: 0, green: 0, blue: 0, alpha: 0)) == [0, 0, 0, 0])
  }

  @Test func aHueMadeColourGivesItsHueBack() {
    #expect(
      hsba(UIColor(hue: 0.6, saturation: 0.5, brightness: 0.4, alpha: 1)) == [0.6, 0.5, 0.4, 1])
  }

  @Test func componentsAreTheValuesGivenUnclamped() {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (9, 9, 9, 9)
    #expect(
      UIColor(red: 0.7, green: -0.2, blue: 1.5, alpha: 1).withAlphaComponent(0.2)
        .getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.7, -0.2, 1.5, 0.2])
    var hexRed: CGFloat = 0
    UIColor(red: 0.7, green: 0.9, blue: 0.5, alpha: 1).getRed(
      &hexRed, green: nil, blue: nil, alpha: nil)
    #expect(lround(hexRed * 255) == 0xB3)
  }

  @Test func onlyAGreyGivesItsWhite() {
    var (white, alpha): (CGFloat, CGFloat) = (9, 9)
    #expect(!UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 1).getWhite(&white, alpha: &alpha))
    #expect([white, alpha] == [9, 9])
    #expect(UIColor(white: 0.4, alpha: 0.5).getWhite(&white, alpha: &alpha))
    #expect([white, alpha] == [0.4, 0.5])
    #expect(
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).getHue(
        nil, saturation: nil, brightness: nil, alpha: nil))
  }
}
