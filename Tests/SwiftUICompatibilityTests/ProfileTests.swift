import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct ProfileTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: ProfileView_Previews.self, width: 40)
  }

  @Test func theScreenFocusesTheNameWhenItAppearsAndReturnMovesOn() throws {
    let inspector = DesignInspector(ProfileView())
    #expect(inspector.focusedField == "Display name")
    try inspector.find(textField: "Display name").setInput("Ana")
    try inspector.find(textField: "Display name").submit()
    #expect(inspector.focusedField == "Email")
  }

  @Test func submittingTheEmailSavesAndDropsTheFocus() throws {
    let model = ProfileModel(displayName: "Ana ")
    let inspector = DesignInspector(ProfileView(model: model))
    try inspector.find(textField: "Email").setInput("ana@example.com")
    try inspector.find(textField: "Email").submit()
    #expect(model.savedName == "Ana")
    #expect(inspector.texts.contains("Saved as Ana"))
    #expect(inspector.focusedField == nil)
  }

  @Test func saveIsDisabledUntilThereIsAName() throws {
    let inspector = DesignInspector(ProfileView())
    #expect(try inspector.find(button: "Save").isDisabled)
    try inspector.find(textField: "Display name").setInput("Luis")
    #expect(try inspector.find(button: "Save").isDisabled == false)
  }

  @Test func visitsCountInTheHostsOwnStorageOncePerAppearance() throws {
    let inspector = DesignInspector(ProfileView())
    _ = inspector.elements
    _ = inspector.elements
    #expect(inspector.texts.last == "Visits: 1")
    #expect(UserDefaults.standard.object(forKey: "profile.visits") == nil)
  }
}
