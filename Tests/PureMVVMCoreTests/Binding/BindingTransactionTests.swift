import PureMVVMCore
import Testing

@Suite(.timeLimit(.minutes(1))) struct BindingTransactionTests {
  struct Route {
    var name = "Ruta"
    var distance: Double? = 9.99
  }

  /// A binding to a value that records the transaction each write runs under.
  final class Store {
    var route = Route()
    var animations: [Animation?] = []

    var binding: Binding<Route> {
      Binding(
        get: { self.route },
        set: {
          self.animations.append(TransactionScope.current?.animation)
          self.route = $0
        })
    }
  }

  @Test func aBindingOfItsOwnHasAnEmptyTransaction() {
    let transaction = Binding.constant(1).transaction
    #expect(transaction.animation == nil)
    #expect(transaction.isContinuous == false)
  }

  @Test func animationSetsTheAnimationAndKeepsTheRestOfTheTransaction() {
    var binding = Binding.constant(1)
    binding.transaction.isContinuous = true
    let animated = binding.animation(.easeIn)
    #expect(animated.transaction.animation == .easeIn)
    #expect(animated.transaction.isContinuous)
    #expect(binding.transaction.animation == nil)
  }

  @Test func writesRunUnderTheTransactionSetOnTheBinding() {
    let store = Store()
    var binding = store.binding
    binding.wrappedValue.name = "Sin animación"
    binding.transaction = Transaction(animation: .linear(duration: 2))
    binding.wrappedValue.name = "Lineal"
    #expect(store.animations == [nil, .linear(duration: 2)])
    #expect(store.route.name == "Lineal")
  }

  @Test func projectionsAndUnwrappedBindingsKeepTheTransaction() throws {
    let store = Store()
    let animated = store.binding.animation(.spring)
    animated.name.wrappedValue = "Proyección"
    let distance = try #require(Binding(animated.distance))
    distance.wrappedValue = 10
    #expect(animated.name.transaction.animation == .spring)
    #expect(store.animations == [.spring, .spring])
    #expect(store.route.distance == 10)
  }

  @Test func elementBindingsKeepTheCollectionsTransaction() {
    var names = ["a", "b"]
    let binding = Binding(get: { names }, set: { names = $0 }).transaction(
      Transaction(animation: .bouncy))
    #expect(binding[1].transaction.animation == .bouncy)
    binding[1].wrappedValue = "c"
    #expect(names == ["a", "c"])
  }
}
