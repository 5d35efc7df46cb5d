import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A URL opened by the inspector reaches every `.onOpenURL` on screen.
@MainActor
@Suite struct OpenURLTests {
  @Test func everyHandlerOnScreenRunsInnermostFirst() throws {
    let log = Locked<[String]>([])
    let inspector = DesignInspector(
      VStack {
        Text("Uno")
          .onOpenURL { url in log.withLock { $0.append("inner \(url.host() ?? "")") } }
          .onOpenURL { _ in log.withLock { $0.append("outer") } }
        Text("Dos").onOpenURL { url in log.withLock { $0.append("dos \(url.path())") } }
      })
    try inspector.open(URL(string: "rutas://anaga/etapa/2")!)
    #expect(log.withLock { $0 } == ["inner anaga", "outer", "dos /etapa/2"])
  }

  @Test func noHandlerIsAnErrorThatSaysSo() {
    let inspector = DesignInspector(Text("Sin enlaces"))
    do {
      try inspector.open(URL(string: "rutas://anaga")!)
      Issue.record("opened a URL nothing handles")
    } catch {
      #expect(error.reason == .opensNoURLs)
      #expect(
        error.description == "Nothing opens \"rutas://anaga\": no view on screen has .onOpenURL.")
    }
  }

  @Test func aHandlerUnderAPresentationStillGetsTheURL() throws {
    let log = Locked<[String]>([])
    let inspector = DesignInspector(
      Text("Fondo")
        .onOpenURL { _ in log.withLock { $0.append("fondo") } }
        .sheet(isPresented: .constant(true)) {
          Text("Hoja").onOpenURL { _ in log.withLock { $0.append("hoja") } }
        })
    try inspector.open(URL(string: "rutas://x")!)
    #expect(log.withLock { $0 } == ["fondo", "hoja"])
  }
}
