import PureMVVMCore
import PureMVVMInspection
import Testing

/// The tvOS and macOS commands run their actions when their keys are pressed on the view.
@MainActor
@Suite struct KeyCommandsTests {
  /// A player that plays and pauses with the remote's Play/Pause button.
  struct Player: View {
    var handlesPlayPause = true
    @State private var isPlaying = false

    var body: some View {
      Text(isPlaying ? "Reproduciendo" : "En pausa")
        .focusable()
        .onPlayPauseCommand(perform: handlesPlayPause ? { isPlaying.toggle() } : nil)
        .accessibilityIdentifier("player")
    }
  }

  @Test func playPauseRunsOnTheSpaceBar() throws {
    let inspector = DesignInspector(Player())
    #expect(try inspector.find(identifier: "player").press(.space))
    #expect(inspector.texts == ["Reproduciendo"])
    try inspector.find(identifier: "player").press(.space)
    #expect(inspector.texts == ["En pausa"])
  }

  @Test func withoutAnActionPlayPauseLeavesTheKeyUnhandled() throws {
    let inspector = DesignInspector(Player(handlesPlayPause: false))
    #expect(try inspector.find(identifier: "player").press(.space) == false)
    #expect(inspector.texts == ["En pausa"])
  }
}
