import PureMVVMCore
import PureMVVMInspection
import Testing

/// A host has no clock: a change draws its final state at once, its completion handlers
/// run right after it in order, and the inspector tells which animation it ran under.
@MainActor
@Suite struct TransactionTests {
  struct FavouriteDesign: View {
    @State private var isFavourite = false
    let animation: Animation?
    var onCompletion: () -> Void = {}

    var body: some View {
      VStack {
        Text(isFavourite ? "★" : "☆")
        Button("Favourite") {
          withAnimation(animation) {
            isFavourite.toggle()
          } completion: {
            onCompletion()
          }
        }
        Button("Plain") { isFavourite.toggle() }
      }
    }
  }

  @Test func tappingAnAnimatedButtonRecordsItsAnimationAndDrawsTheFinalState() throws {
    let inspector = DesignInspector(FavouriteDesign(animation: .spring))
    #expect(inspector.lastTransaction == nil)
    try inspector.find(button: "Favourite").tap()
    #expect(inspector.texts.first == "★")
    #expect(inspector.lastTransaction?.animation == .spring)
    try inspector.find(button: "Plain").tap()
    #expect(inspector.texts.first == "☆")
    #expect(inspector.lastTransaction?.animation == nil)
  }

  @Test func completionRunsAfterTheChangeOnceTheOutermostAnimationEnds() {
    var log: [String] = []
    withAnimation(.easeIn) {
      log.append("outer body")
      withAnimation(.linear) {
        log.append("inner body")
      } completion: {
        log.append("inner completion")
      }
      log.append("outer body end")
    } completion: {
      log.append("outer completion")
    }
    #expect(
      log == ["outer body", "inner body", "outer body end", "inner completion", "outer completion"])
  }

  @Test func addedCompletionsRunInTheOrderTheyWereAdded() {
    var log: [Int] = []
    var transaction = Transaction(animation: .smooth)
    transaction.addAnimationCompletion { log.append(1) }
    transaction.addAnimationCompletion(criteria: .removed) { log.append(2) }
    withTransaction(transaction) { log.append(0) }
    #expect(log == [0, 1, 2])
  }

  @Test func completionOfATappedButtonHasRunWhenTheTapReturns() throws {
    var completed = 0
    let inspector = DesignInspector(
      FavouriteDesign(animation: .bouncy, onCompletion: { completed += 1 }))
    try inspector.find(button: "Favourite").tap()
    #expect(completed == 1)
  }

  @Test func currentTransactionIsTheInnermostAndEndsWithItsScope() {
    withAnimation(.easeIn) {
      withTransaction(\.disablesAnimations, true) {
        #expect(TransactionScope.current?.animation == .easeIn)
        #expect(TransactionScope.current?.disablesAnimations == true)
      }
      #expect(TransactionScope.current?.disablesAnimations == false)
    }
    #expect(TransactionScope.current == nil)
  }

  struct Marker: TransactionKey {
    static let defaultValue = "none"
  }

  @Test func transactionKeysReadTheirDefaultUntilSet() {
    var transaction = Transaction()
    #expect(transaction[Marker.self] == "none")
    transaction[Marker.self] = "swipe"
    #expect(transaction[Marker.self] == "swipe")
  }

  struct BindingDesign: View {
    @State private var isOn = false

    var body: some View {
      Toggle("Wifi", isOn: $isOn.animation(.easeOut(duration: 0.2)))
    }
  }

  @Test func bindingAnimationAnimatesWritesThroughIt() throws {
    let inspector = DesignInspector(BindingDesign())
    try inspector.find(toggle: "Wifi").tap()
    #expect(try inspector.find(toggle: "Wifi").isOn == true)
    #expect(inspector.lastTransaction?.animation == .easeOut(duration: 0.2))
  }
}
