import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `UIScreen.main` stands in for UIKit's on Linux: the default phone's screen.
@MainActor
@Suite struct UIScreenTests {
  /// A slide-to-start button as wide as the screen, less its margins.
  struct SlideToStart: View {
    @State private var buttonWidth: Double = UIScreen.main.bounds.width - 80

    var body: some View {
      Text("Slide: \(Int(buttonWidth)) pt")
    }
  }

  @Test func theMainScreenIsTheDefaultPhones() {
    #expect(UIScreen.main.bounds == CGRect(origin: .zero, size: Device.phone.size))
    #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1_170, height: 2_532))
  }

  @Test func aViewSizesItselfFromTheScreenWhateverTheHostsDevice() {
    #expect(DesignInspector(SlideToStart()).texts == ["Slide: 310 pt"])
    #expect(DesignInspector(SlideToStart(), device: .tablet).texts == ["Slide: 310 pt"])
  }
}
