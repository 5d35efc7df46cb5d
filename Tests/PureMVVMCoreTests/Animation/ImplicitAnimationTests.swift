import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.animation(_:value:)`, `.animation(_:)` and `.transaction(_:)` shape the transaction of
/// the changes below them, as SwiftUI's do; `.sensoryFeedback` is recorded.
@MainActor
@Suite struct ImplicitAnimationTests {
  struct CounterDesign: View {
    @State private var count = 0
    @State private var note = ""

    var body: some View {
      VStack {
        Text("\(count)").animation(.snappy, value: count)
        Text(note)
        Button("Add") { count += 1 }
        Button("Note") { note += "!" }
        Button("Quietly") {
          withTransaction(\.disablesAnimations, true) { count += 1 }
        }
      }
      .sensoryFeedback(.increase, trigger: count)
    }
  }

  @Test func valueAnimationAppliesWhenItsValueChangesOnly() throws {
    let inspector = DesignInspector(CounterDesign())
    #expect(try inspector.find(text: "0").element.attributes.animation == .snappy)
    try inspector.find(button: "Add").tap()
    #expect(inspector.lastTransaction?.animation == .snappy)
    try inspector.find(button: "Note").tap()
    #expect(inspector.lastTransaction?.animation == nil)
  }

  @Test func disablesAnimationsKeepsValueAnimationsOut() throws {
    let inspector = DesignInspector(CounterDesign())
    try inspector.find(button: "Quietly").tap()
    #expect(inspector.texts.first == "1")
    #expect(inspector.lastTransaction?.animation == nil)
    #expect(inspector.lastTransaction?.disablesAnimations == true)
  }

  @Test func sensoryFeedbackIsRecordedOncePerChangeOfItsTrigger() throws {
    let inspector = DesignInspector(CounterDesign())
    #expect(inspector.sensoryFeedback.isEmpty)
    try inspector.find(button: "Add").tap()
    try inspector.find(button: "Note").tap()
    try inspector.find(button: "Add").tap()
    #expect(inspector.sensoryFeedback == [.increase, .increase])
  }

  struct ConditionalFeedbackDesign: View {
    @State private var level = 0

    var body: some View {
      Button("Level \(level)") { level = (level + 1) % 3 }
        .sensoryFeedback(.success, trigger: level) { _, new in new == 0 }
        .sensoryFeedback(trigger: level) { old, new in new > old ? .impact(weight: .heavy) : nil }
    }
  }

  @Test func feedbackConditionsDecideFromTheOldAndNewValues() throws {
    let inspector = DesignInspector(ConditionalFeedbackDesign())
    for level in 0..<3 { try inspector.find(button: "Level \(level)").tap() }
    #expect(
      inspector.sensoryFeedback.map(\.description) == [
        "impact(weight: .heavy, intensity: 1.0)", "impact(weight: .heavy, intensity: 1.0)",
        "success",
      ])
  }

  struct TransactionModifierDesign: View {
    @State private var isOn = false

    var body: some View {
      Toggle("Wifi", isOn: $isOn.animation(.easeIn))
        .transaction { $0.animation = .linear(duration: 2) }
    }
  }

  @Test func transactionModifierChangesTheTransactionOfChangesBelowIt() throws {
    let inspector = DesignInspector(TransactionModifierDesign())
    try inspector.find(toggle: "Wifi").tap()
    #expect(inspector.lastTransaction?.animation == .linear(duration: 2))
  }

  struct SpeedUpDesign: View {
    @State private var isOn = false
    @State private var changes = 0

    var body: some View {
      VStack {
        Toggle("Wifi", isOn: $isOn.animation(.easeIn))
        Text("Changes: \(changes)")
      }
      .transaction { $0.animation = $0.animation?.speed(2) }
      .onChange(of: isOn) { changes += 1 }
    }
  }

  @Test func transactionModifiersApplyOnceEvenWhenTheHostResolvesAgain() throws {
    let inspector = DesignInspector(SpeedUpDesign())
    try inspector.find(toggle: "Wifi").tap()
    #expect(inspector.lastTransaction?.animation == .easeIn.speed(2))
    inspector.visibleRowCount = 7
    #expect(inspector.texts.contains("Changes: 1"))
    #expect(inspector.lastTransaction?.animation == .easeIn.speed(2))
  }

  @Test func changesMadeWhileResolvingKeepTheCausingChangesTransaction() throws {
    let inspector = DesignInspector(SpeedUpDesign())
    try inspector.find(toggle: "Wifi").tap()
    #expect(try inspector.find(text: "Changes: 1").text == "Changes: 1")
    #expect(inspector.lastTransaction?.animation?.description.hasPrefix("easeIn") == true)
  }

  @Observable @MainActor final class Favourites {
    var isFavourite = false
  }

  struct ModelDesign: View {
    let model: Favourites

    var body: some View {
      Button(model.isFavourite ? "Unfavourite" : "Favourite") {
        withAnimation(.bouncy) { model.isFavourite.toggle() }
      }
    }
  }

  @Test func observableModelChangesRecordTheirTransaction() throws {
    let inspector = DesignInspector(ModelDesign(model: Favourites()))
    try inspector.find(button: "Favourite").tap()
    #expect(try inspector.find(button: "Unfavourite").isDisabled == false)
    #expect(inspector.lastTransaction?.animation == .bouncy)
  }

  struct NamespaceDesign: View {
    @Namespace private var hero
    @State private var isExpanded = false
    let seen: (Namespace.ID) -> Void

    var body: some View {
      let _ = seen(hero)
      Button("Card") { isExpanded.toggle() }
        .matchedGeometryEffect(id: "card", in: hero, isSource: !isExpanded)
    }
  }

  @Test func namespaceKeepsOneIDForAsLongAsItsViewIsInTheTree() throws {
    var ids: [Namespace.ID] = []
    let inspector = DesignInspector(NamespaceDesign { ids.append($0) })
    let card = try inspector.find(button: "Card")
    try card.tap()
    _ = inspector.elements
    #expect(Set(ids).count == 1)
    #expect(ids.count >= 2)
    let other = DesignInspector(NamespaceDesign { ids.append($0) })
    _ = other.elements
    #expect(Set(ids).count == 2)
    #expect(
      try inspector.find(button: "Card").element.attributes.effects == [
        .matchedGeometry(id: "card", namespace: ids[0], isSource: false)
      ])
  }
}
