import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The text traits a text host cannot show compile with SwiftUI's spelling and leave the
/// text as it is.
@MainActor
@Suite struct TextTraitsTests {
  @Test func acceptedTraitsLeaveTheTextDrawnAsItWas() {
    let plain = VStack { Text("Anaga 12,5 km") }
    let traited = VStack {
      Text("Anaga 12,5 km")
        .minimumScaleFactor(0.5)
        .fontDesign(.rounded)
        .fontWidth(.condensed)
        .textSelection(.enabled)
        .privacySensitive()
    }
    .focusSection()
    #expect(DesignInspector(traited).render(width: 30) == DesignInspector(plain).render(width: 30))
    #expect(Font.Width.expanded.value == 0.2)
    #expect(TextSelectability.enabled != .disabled)
  }
}
