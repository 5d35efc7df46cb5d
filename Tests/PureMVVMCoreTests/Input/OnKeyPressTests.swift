import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Key presses reach the innermost handler first and stop where one handles them.
@MainActor
@Suite struct OnKeyPressTests {
  @Test func arrowKeysMoveASelectionAndOtherKeysAreIgnored() throws {
    let design = Stateful(value: 0) { row in
      Text("Fila \(row.wrappedValue)")
        .onKeyPress(.downArrow) {
          row.wrappedValue += 1
          return .handled
        }
        .onKeyPress(.upArrow) {
          row.wrappedValue -= 1
          return .handled
        }
    }
    let inspector = DesignInspector(design)
    #expect(try inspector.find(text: "Fila 0").press(.downArrow))
    #expect(try inspector.find(text: "Fila 1").press(.downArrow))
    #expect(try inspector.find(text: "Fila 2").press(.upArrow))
    #expect(try inspector.find(text: "Fila 1").press("x") == false)
    #expect(inspector.texts == ["Fila 1"])
  }

  @Test func anIgnoredPressGoesOnToTheViewsAroundAndAHandledOneStops() throws {
    var log: [String] = []
    let design = VStack {
      Text("Tablero")
        .onKeyPress(keys: ["a", "b"]) { press in
          log.append("inner \(press.characters)")
          return press.key == "a" ? .handled : .ignored
        }
    }
    .onKeyPress(phases: .down) { press in
      log.append("outer \(press.characters)")
      return .handled
    }
    let board = try DesignInspector(design).find(text: "Tablero")
    try board.press("a")
    try board.press("b")
    try board.press("c")
    #expect(log == ["inner a", "inner b", "outer b", "outer c"])
  }

  @Test func phasesAndModifiersReachTheHandler() throws {
    var seen: [String] = []
    let design = Text("Lienzo").onKeyPress(characters: .letters, phases: .all) { press in
      seen.append("\(press.phase == .down ? "down" : "up") \(press.modifiers == .shift)")
      return .ignored
    }
    let canvas = try DesignInspector(design).find(text: "Lienzo")
    #expect(try canvas.press("q", modifiers: .shift) == false)
    try canvas.press("1")
    #expect(seen == ["down true", "up true"])
  }

  @Test func aViewWithNoHandlerAroundItSaysSo() throws {
    let inspector = DesignInspector(VStack { Text("Quieto") })
    #expect {
      try inspector.find(text: "Quieto").press(.return)
    } throws: { error in
      (error as? InspectionError)?.description
        == "The text \"Quieto\" takes no key presses: neither it nor a view around it has "
        + ".onKeyPress."
    }
  }
}
