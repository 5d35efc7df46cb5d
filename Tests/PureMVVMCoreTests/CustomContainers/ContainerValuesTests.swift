import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.containerValue(_:_:)` hands a value to the container placing a view, read from its
/// subview or section.
@MainActor
@Suite struct ContainerValuesTests {
  fileprivate struct PinnedKeyAccess: ContainerValueKey {
    static let defaultValue = false
  }

  fileprivate struct BadgeKeyAccess: ContainerValueKey {
    static let defaultValue: String? = "nueva"
  }

  /// Marks pinned subviews, and shows each one's badge.
  struct Board<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
      VStack {
        ForEach(subviews: content) { subview in
          HStack {
            Text(subview.containerValues.isPinned ? "📌" : "·")
            subview
            Text(subview.containerValues.badge ?? "sin insignia")
          }
        }
      }
    }
  }

  @Test func eachSubviewCarriesTheValuesItSetAndDefaultsForTheRest() {
    let inspector = DesignInspector(
      Board {
        Text("Anaga").containerValue(\.isPinned, true)
        Text("Teide").containerValue(\.badge, nil)
        Text("Teno")
      })
    #expect(
      inspector.texts == [
        "📌", "Anaga", "nueva", "·", "Teide", "sin insignia", "·", "Teno", "nueva",
      ])
  }

  @Test func aValueSetOnAGroupReachesEachOfItsViews() {
    let inspector = DesignInspector(
      Board {
        Group {
          Text("Anaga")
          Text("Teide")
        }
        .containerValue(\.isPinned, true)
      })
    #expect(inspector.texts.filter { $0 == "📌" }.count == 2)
  }

  @Test func aSectionCarriesTheValuesSetOnIt() {
    let design = ForEach(
      sections: Group {
        Section("Norte") { Text("Anaga") }.containerValue(\.isPinned, true)
        Section("Sur") { Text("Rasca") }
      }
    ) { section in
      Text(section.containerValues.isPinned ? "📌" : "·")
    }
    #expect(DesignInspector(design).texts == ["📌", "·"])
  }
}

extension ContainerValues {
  fileprivate var isPinned: Bool {
    get { self[ContainerValuesTests.PinnedKeyAccess.self] }
    set { self[ContainerValuesTests.PinnedKeyAccess.self] = newValue }
  }

  fileprivate var badge: String? {
    get { self[ContainerValuesTests.BadgeKeyAccess.self] }
    set { self[ContainerValuesTests.BadgeKeyAccess.self] = newValue }
  }
}
