import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct ActionRecorderTests {
  @Test func countsCallsThroughADesign() throws {
    let recorder = ActionRecorder()
    #expect(!recorder.wasCalled)
    let inspector = DesignInspector(Button("Login", action: recorder.action))
    try inspector.find(button: "Login").tap()
    try inspector.find(button: "Login").tap()
    #expect(recorder.callCount == 2)
    #expect(recorder.wasCalled)
  }

  @Test func argumentRecorderKeepsArgumentsInOrder() {
    let recorder = ArgumentRecorder<Int>()
    recorder.action(3)
    recorder.action(1)
    #expect(recorder.arguments == [3, 1])
    #expect(recorder.callCount == 2)
  }
}
