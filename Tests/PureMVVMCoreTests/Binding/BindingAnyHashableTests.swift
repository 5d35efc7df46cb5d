import PureMVVMCore
import Testing

/// A binding read as `AnyHashable`, as a picker's selection of any type is.
@MainActor
@Suite struct AnyHashableBindingTests {
  /// Whether `property` is a dynamic property.
  private func isDynamicProperty(_ property: some DynamicProperty) -> Bool { true }

  @Test func readsTheBaseAndWritesValuesOfItsTypeOnly() {
    var route = "Anaga"
    let base = Binding(get: { route }, set: { route = $0 })
    let erased = Binding<AnyHashable>(base)
    #expect(erased.wrappedValue == AnyHashable("Anaga"))
    erased.wrappedValue = AnyHashable("Teide")
    #expect(route == "Teide")
    erased.wrappedValue = AnyHashable(42)
    #expect(route == "Teide")
    #expect(erased.wrappedValue == AnyHashable("Teide"))
  }

  @Test func aBindingIsADynamicProperty() {
    #expect(isDynamicProperty(Binding.constant(1)))
  }
}
