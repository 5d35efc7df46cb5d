import Foundation
import PureMVVMCore
import Testing

/// UIKit's haptic generators and dynamic colours, as designs use them without UIKit.
@MainActor
@Suite struct UIFeedbackGeneratorTests {
  /// A helper as apps write one (UIKit's generators are main-actor isolated there too).
  @MainActor enum Haptics {
    static func notify(_ type: UINotificationFeedbackGenerator.FeedbackType)
      -> UINotificationFeedbackGenerator
    {
      let generator = UINotificationFeedbackGenerator()
      generator.prepare()
      generator.notificationOccurred(type)
      return generator
    }
  }

  @Test func generatorsCountWhatTheyWereAskedToPlay() {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    #expect(impact.playedCount == 2 && impact.style == .rigid)
    #expect(UIImpactFeedbackGenerator().style == .medium)
    #expect(Haptics.notify(.success).played == [.success])
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()
    #expect(selection.playedCount == 1)
  }

  @Test func aDynamicColourResolvesForTheLightAppearance() {
    let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    #expect(Color(ink) == Color(UIColor.black))
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
  }

  @Test func colourAndImageLiteralsMakeUIKitAndSwiftUIValues() {
    let accent: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    #expect(
      accent == Color(red: Double(Float(0.2)), green: Double(Float(0.4)), blue: Double(Float(0.6))))
    #expect(
      Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5))
        == Color(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
    let logo = #imageLiteral(resourceName: "logo")
    #expect(Image(uiImage: logo) == Image("logo"))
  }
}
