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
    #expect(throws: NSUserActivity.TypedPayloadError.invalidContent) {
      try activity.typedPayload(Trail.self)
    }
    try activity.setTypedPayload(["nombre": "Anaga"])
    #expect(throws: NSUserActivity.TypedPayloadError.invalidContent) {
      try activity.typedPayload(Trail.self)
    }
  }

  @Test func aPayloadIsStoredAsUserInfoEntriesBesideTheOthers() throws {
    let activity = NSUserActivity(activityType: "com.example.trail")
    activity.addUserInfoEntries(from: ["visto": Date(timeIntervalSince1970: 0), 7: "siete"])
    try activity.setTypedPayload(Trail(name: "Anaga", kilometres: 12.5))
    #expect(activity.userInfo?["name"] as? String == "Anaga")
    #expect(activity.userInfo?["kilometres"] as? Double == 12.5)
    #expect(try activity.typedPayload(Trail.self) == Trail(name: "Anaga", kilometres: 12.5))
  }

  @Test func aPayloadThatIsNotKeysAndValuesThrowsAndKeepsTheOldOne() throws {
    let activity = NSUserActivity(activityType: "com.example.trail")
    try activity.setTypedPayload(Trail(name: "Anaga", kilometres: 12.5))
    for payload: any Encodable in [42, [1, 2], Double.nan, "Teno"] {
      #expect(throws: NSUserActivity.TypedPayloadError.encodingError) {
        try activity.setTypedPayload(payload)
      }
    }
    #expect(try activity.typedPayload(Trail.self) == Trail(name: "Anaga", kilometres: 12.5))
  }

  @Test func anInvalidatedActivityNeverBecomesCurrentAgain() {
    let activity = NSUserActivity(activityType: "com.example.trail")
    activity.becomeCurrent()
    #expect(activity.isCurrent)
    activity.invalidate()
    activity.becomeCurrent()
    #expect(!activity.isCurrent && activity.isInvalidated)
  }

  @Test func aDraggedActivityIsWrittenAsAPropertyListWithItsPayload() throws {
    let activity = NSUserActivity(activityType: "com.example.trail")
    activity.title = "Anaga"
    activity.targetContentIdentifier = "trail-1"
    try activity.setTypedPayload(Trail(name: "Anaga", kilometres: 12.5))
    let provider = NSItemProvider(object: activity)
    let identifier = try #require(provider.registeredTypeIdentifiers.first)
    let loaded = Locked<Data?>(nil)
    _ = provider.loadDataRepresentation(forTypeIdentifier: identifier) { data, _ in
      loaded.withLock { $0 = data }
    }
    let data = try #require(loaded.withLock { $0 })
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    #expect(plist["activityType"] as? String == "com.example.trail")
    #expect(
      plist["title"] as? String == "Anaga"
        && plist["targetContentIdentifier"] as? String == "trail-1")
    let userInfo = try #require(plist["userInfo"] as? [String: Any])
    #expect(userInfo["name"] as? String == "Anaga" && userInfo["kilometres"] as? Double == 12.5)
  }

  @Test func anActivityWhoseUserInfoIsNoPropertyListFailsToWrite() throws {
    let activity = NSUserActivity(activityType: "com.example.trail")
    activity.addUserInfoEntries(from: ["when": UUID()])
    let provider = NSItemProvider(object: activity)
    let failure = Locked<(any Error)?>(nil)
    _ = provider.loadDataRepresentation(
      forTypeIdentifier: try #require(provider.registeredTypeIdentifiers.first)
    ) { _, error in failure.withLock { $0 = error } }
    #expect(failure.withLock { $0 } != nil)
  }
}
