import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// An activity handed to the screen reaches the `.onContinueUserActivity` of its type, with
/// its typed payload.
@MainActor
@Suite struct UserActivityTests {
  private struct Trail: Codable, Equatable {
    let name: String
    let kilometres: Double
  }

  private struct TrailScreen: View {
    @State private var shown = "Ninguna"

    var body: some View {
      Text("Ruta: \(shown)")
        .onContinueUserActivity("com.example.trail") { activity in
          if let trail = try? activity.typedPayload(Trail.self) { shown = trail.name }
        }
        .onContinueUserActivity("com.example.search") { activity in
          shown = activity.userInfo?["query"] as? String ?? "?"
        }
        .userActivity("com.example.trail", isActive: shown != "Ninguna") { activity in
          activity.title = shown
        }
    }
  }

  @Test func anActivityReachesTheHandlerOfItsTypeWithItsPayload() throws {
    let inspector = DesignInspector(TrailScreen())
    let activity = NSUserActivity(activityType: "com.example.trail")
    try activity.setTypedPayload(Trail(name: "Anaga", kilometres: 12.5))
    try inspector.continueUserActivity(activity)
    #expect(inspector.texts == ["Ruta: Anaga"])
    #expect(try activity.typedPayload(Trail.self) == Trail(name: "Anaga", kilometres: 12.5))
    let search = NSUserActivity(activityType: "com.example.search")
    search.addUserInfoEntries(from: ["query": "Teno"])
    try inspector.continueUserActivity(search)
    #expect(inspector.texts == ["Ruta: Teno"])
  }

  @Test func anActivityNothingContinuesIsAnErrorThatSaysSo() {
    let inspector = DesignInspector(TrailScreen())
    do {
      try inspector.continueUserActivity(NSUserActivity(activityType: "com.example.other"))
      Issue.record("continued an activity nothing handles")
    } catch {
      #expect(error.reason == .continuesNoActivity)
      #expect(
        error.description
          == "Nothing continues \"com.example.other\": no view on screen has "
          + ".onContinueUserActivity for that type.")
    }
  }

  @Test func aPayloadOfAnotherShapeOrNoneThrows() throws {
    let activity = NSUserActivity(activityType: "com.example.trail")
    #expect(throws: DecodingError.self) { try activity.typedPayload(Trail.self) }
    try activity.setTypedPayload(["nombre": "Anaga"])
    #expect(throws: DecodingError.self) { try activity.typedPayload(Trail.self) }
  }

  @Test func anInvalidatedActivityNeverBecomesCurrentAgain() {
    let activity = NSUserActivity(activityType: "com.example.trail")
    activity.becomeCurrent()
    #expect(activity.isCurrent)
    activity.invalidate()
    activity.becomeCurrent()
    #expect(!activity.isCurrent && activity.isInvalidated)
  }
}
