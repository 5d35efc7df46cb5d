import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The console long-presses and drags views by their label, and lists those commands only
/// when a view on screen answers to them.
@MainActor
@Suite struct DesignConsoleGestureTests {
  private struct Board: View {
    @State private var pins = 0
    @State private var offset = CGSize.zero

    var body: some View {
      VStack {
        Text("Pin card").onLongPressGesture { pins += 1 }
        Text("Move card").gesture(DragGesture().onEnded { offset = $0.translation })
        Text("Pins \(pins), moved \(Int(offset.width)),\(Int(offset.height))")
      }
    }
  }

  private func run(_ lines: [String], design: some View = Board()) async -> String {
    var input = lines[...]
    var output = ""
    await DesignConsole(
      design, width: 50, readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    return output
  }

  @Test func longpressAndDragReachTheViewsGestures() async {
    let output = await run(["longpress Pin card", "drag Move card -30 45.5"])
    let last = output.components(separatedBy: "┌").last ?? ""
    #expect(last.contains("Pins 1, moved -30,45"))
  }

  @Test func helpListsGestureCommandsOnlyWhereAViewAnswers() async {
    let help = await run(["help"])
    #expect(help.contains("longpress <label>"))
    #expect(help.contains("drag <label> <dx> <dy>"))
    let plain = await run(["help"], design: Text("Nothing to press"))
    #expect(!plain.contains("longpress"))
    #expect(!plain.contains("drag <label>"))
  }

  @Test func malformedOrUnrecognisedGesturesSayWhy() async {
    let output = await run([
      "drag Move card far away", "drag Move card 1 nan", "longpress Move card",
    ])
    #expect(output.components(separatedBy: "unknown command \"drag").count - 1 == 2)
    #expect(output.contains(#"No gesture of the text "Move card" recognises a long press."#))
  }
}
