import PureMVVM
import PureMVVMTesting
import Testing

/// macOS's move, delete and exit commands, a gesture that needs a modifier key, and an
/// image paint, in the shape of a Mac editor.
@MainActor
@Suite struct WaypointEditorTests {
  @Test func arrowsMoveDeleteRemovesAndEscapeFinishes() throws {
    let inspector = DesignInspector(WaypointEditor())
    let paper = try inspector.find(identifier: "paper")
    try paper.press(.upArrow)
    try paper.press(.rightArrow)
    try paper.press(.delete)
    try paper.press(.escape)
    #expect(inspector.texts == ["0 points", "moved up, moved right, deleted, done"])
  }

  @Test func onlyAnOptionClickAddsAPoint() throws {
    let inspector = DesignInspector(WaypointEditor())
    let paper = try inspector.find(identifier: "paper")
    #expect(throws: InspectionError.self) { try paper.tap(count: 1, modifiers: .shift) }
    try paper.tap(count: 1, modifiers: [.option, .shift])
    #expect(inspector.texts == ["2 points", "added"])
  }

  @Test func thePaperIsTiledWithTheImage() {
    let paint: ImagePaint = .image(Image("dot"), scale: 0.5)
    #expect(paint._paint == .image("dot"))
    #expect(paint.scale == 0.5)
  }
}
