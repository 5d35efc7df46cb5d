import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Foundation's `LocalizedStringResource`, which Linux's Foundation lacks, kept in state
/// and shown by `Text`.
@MainActor
@Suite struct LocalizedStringResourceTests {
  /// A form that explains why it cannot send, as real sign-up screens keep the reason.
  struct ReasonBanner: View {
    @State private var reason: LocalizedStringResource = ""

    var body: some View {
      VStack {
        Text(reason)
        Button("Send") { reason = "Add \(2) more letters" }
      }
    }
  }

  @Test func aResourceInStateIsShownByText() throws {
    let inspector = DesignInspector(ReasonBanner())
    #expect(inspector.texts == [""])
    try inspector.find(button: "Send").tap()
    #expect(inspector.texts == ["Add 2 more letters"])
  }

  @Test func theKeyAndTextAreKeptApartWhenGiven() {
    let resource = LocalizedStringResource(
      "signup.title", defaultValue: "Create account", table: "Auth")
    #expect(resource.key == "signup.title")
    #expect(String(localized: resource) == "Create account")
    #expect(resource.table == "Auth" && resource.bundle == .main)
    let literal: LocalizedStringResource = "Welcome"
    #expect(literal.key == "Welcome" && "\(literal)" == "Welcome")
  }

  @Test func anInterpolationFormatsItsValuesAsATextsDoes() {
    // Mid-1970 in every time zone.
    let summer = Date(timeIntervalSince1970: 15_778_800)
    #expect(String(localized: "Año \(summer, format: .dateTime.year())") == "Año 1970")
    #expect(String(localized: "\(3) rutas de \(9.5, specifier: "%.1f") km") == "3 rutas de 9.5 km")
  }

  @Test func aLiteralStillMakesAMarkdownTextAndAResourceIsShownAsWritten() {
    #expect(DesignInspector(Text("**Ruta**")).texts == ["Ruta"])
    #expect(DesignInspector(Text(LocalizedStringResource("**Ruta**"))).texts == ["**Ruta**"])
  }
}
