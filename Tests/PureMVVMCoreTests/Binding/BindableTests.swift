import Observation
import PureMVVMCore
import Testing

@MainActor
@Observable
final class CounterModel {
  var count = 0
  var labels = ["one", "two"]
}

@MainActor
@Suite struct BindableTests {
  @Test func bindsToObservableViewModelPropertiesFromTheMainActor() {
    let model = CounterModel()
    @Bindable var bindable = model
    let count = $bindable.count
    count.wrappedValue = 4
    #expect(model.count == 4)
    $bindable.labels[1].wrappedValue = "dos"
    #expect(model.labels == ["one", "dos"])
  }

  /// Calls `edit` with a wrapper of `model`, as a container hands a `Bindable` to a
  /// closure that takes `$model`.
  private func withBindable(
    _ model: CounterModel, _ edit: (Bindable<CounterModel>) -> Void
  ) {
    edit(Bindable(model))
  }

  @Test func aClosureTakesABindableByItsProjectedName() {
    let model = CounterModel()
    withBindable(model) { $counter in
      $counter.count.wrappedValue = 7
      #expect(counter === model)
    }
    #expect(model.count == 7)
  }

  @Test func closureBindingCapturesAnObservableObjectWithoutEscapeHatches() {
    let model = CounterModel()
    let binding = Binding(get: { model.count }, set: { model.count = $0 })
    binding.wrappedValue += 2
    #expect(model.count == 2)
  }

  @Test func droppingEveryReferenceFreesTheObject() {
    weak var weakModel: CounterModel?
    do {
      let model = CounterModel()
      weakModel = model
      let binding = Bindable(model).count
      binding.wrappedValue = 1
    }
    #expect(weakModel == nil)
  }
}
