import PureMVVM
import PureMVVMTesting
import Testing

/// Every screen of this target as one HTML gallery: a snapshot that `Scripts/check-gallery.sh`
/// renders in a browser, one card per preview.
@MainActor
@Suite struct CompatibilityGalleryTests {
  static let providers: [any PreviewProvider.Type] = [
    SettingsForm_Previews.self, SignUpForm_Previews.self, ContactList_Previews.self,
    EmptyStates_Previews.self, ErrorRetryView_Previews.self, HikeCard_Previews.self,
    OrderSummary_Previews.self, StatsDashboard_Previews.self, HelpCenter_Previews.self,
    ComposeMessage_Previews.self, BookingForm_Previews.self, FeatureTour_Previews.self,
    SignInForm_Previews.self, ProfileView_Previews.self, AccountSummary_Previews.self,
    MotionAndGraphics_Previews.self, SpacingTokens_Previews.self, TagCloud_Previews.self,
    RouteOverview_Previews.self, LegacyRouteEditor_Previews.self, ChoreInbox_Previews.self,
    TrailJournal_Previews.self,
  ]

  @Test func theGalleryOfEveryScreenMatchesItsSnapshot() async throws {
    let catalog = try PreviewCatalog(Self.providers)
    let html = await catalog.htmlGallery(title: "SwiftUI compatibility screens")
    #expect(!html.contains("class=\"error\""))
    #expect(
      html.components(separatedBy: "<section class=\"card\"").count == catalog.names.count + 1)
    assertSnapshot(of: html, named: "Gallery.html")
  }

  @Test func styledTextBecomesInlineCSS() async throws {
    let html = HTMLRenderer().render(SignUpForm(), title: "Sign up")
    let message = HTMLRenderer().render(
      ErrorRetryView(message: "Timeout.", isRetrying: false, retry: {}), title: "Error")
    #expect(html.contains("<span class=\"text\" style=\"font-size:34px;font-weight:700\">"))
    #expect(html.contains("class=\"button style-borderedProminent\""))
    #expect(message.contains("style=\"font-size:34px;color:#ff9500\">⚠</span>"))
  }

  @Test func redErrorTextIsRedInTheGallery() {
    let html = HTMLRenderer().render(
      SignUpFormWithError(), title: "Error")
    #expect(html.contains("style=\"font-size:13px;color:#ff3b30\">Enter an email address"))
  }
}

/// The sign-up form's error line on its own, styled as the form styles it.
private struct SignUpFormWithError: View {
  var body: some View {
    Text("Enter an email address like ana@example.com.")
      .font(.footnote)
      .foregroundColor(.red)
  }
}
