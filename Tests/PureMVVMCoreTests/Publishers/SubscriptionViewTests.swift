import PureMVVMCore
import PureMVVMInspection
import Testing

/// `SubscriptionView` receives as `onReceive(_:perform:)` does.
@MainActor
@Suite struct SubscriptionViewTests {
  final class Trail: ObservableObject {
    @Published var kilometres = 0
  }

  /// Lists the distances a trail announced, through a `SubscriptionView`.
  struct DistanceLog: View {
    let trail: Trail
    @State private var values: [Int] = []

    var body: some View {
      SubscriptionView(
        content: Text("km: \(values.map(String.init).joined(separator: ","))"),
        publisher: trail.$kilometres
      ) { values.append($0) }
    }
  }

  @Test func everyValueThePublisherSendsReachesTheAction() {
    let trail = Trail()
    let inspector = DesignInspector(DistanceLog(trail: trail))
    #expect(inspector.texts == ["km: 0"])
    trail.kilometres = 7
    trail.kilometres = 12
    #expect(inspector.texts == ["km: 0,7,12"])
  }

  @Test func itsPartsCanBeReadAndReplaced() {
    let trail = Trail()
    var view = SubscriptionView(content: Text("Anaga"), publisher: trail.$kilometres) { _ in }
    view.content = Text("Teide")
    #expect(DesignInspector(view).texts == ["Teide"])
  }
}
