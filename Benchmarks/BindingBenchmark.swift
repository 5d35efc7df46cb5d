import Observation
import PureMVVM

/// Get+set through bindings, against the physical limit and a naive nested design.
enum BindingBenchmark {
  struct Leaf {
    var c = 0
    var tags = ["a", "b", "c"]
  }

  struct Middle {
    var b = Leaf()
    var items = Array(0..<64)
  }

  struct Model {
    var a = Middle()
    var names = ["x", "y"]
  }

  final class Holder {
    var model = Model()
  }

  /// A view model as connectors see it: `@Observable`, properties tracked.
  @Observable final class ObservableViewModel {
    var count = 0
    var name = "Mike"
  }

  /// The design the architecture rejects: one get/set closure pair per projection level,
  /// so each write re-reads and re-writes every parent.
  struct NestedBinding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    func projecting<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> NestedBinding<Subject> {
      NestedBinding<Subject>(
        get: { self.get()[keyPath: keyPath] },
        set: { newValue in
          var parent = self.get()
          parent[keyPath: keyPath] = newValue
          self.set(parent)
        })
    }
  }

  static func run(into report: inout Report, quick: Bool) {
    let rounds = quick ? 5 : 15
    let iterations = quick ? 100_000 : 1_000_000
    let holder = Holder()
    let directGet = { holder.model.a.b.c }
    let directSet = { (value: Int) in holder.model.a.b.c = value }
    let measure = { (body: () -> Void) in
      Measure.nanosecondsPerOperation(rounds: rounds, iterations: iterations, body)
    }

    let direct = measure { directSet(directGet() &+ 1) }
    let root = Binding(get: directGet, set: directSet)
    let rootTime = measure { root.wrappedValue = root.wrappedValue &+ 1 }
    let closureRoot = Binding(get: { holder.model }, set: { holder.model = $0 })
    let projected = closureRoot.a.b.c
    let projectedTime = measure { projected.wrappedValue = projected.wrappedValue &+ 1 }
    let bindable = Bindable(holder).model.a.b.c
    let bindableTime = measure { bindable.wrappedValue = bindable.wrappedValue &+ 1 }
    let viewModelProperty = Bindable(holder).model
    let propertyTime = measure {
      viewModelProperty.wrappedValue.a.b.c = viewModelProperty.wrappedValue.a.b.c &+ 1
    }
    let observable = ObservableViewModel()
    let observableProperty = Bindable(observable).count
    let observableTime = measure {
      observableProperty.wrappedValue = observableProperty.wrappedValue &+ 1
    }
    let handWritten = Binding(get: { observable.count }, set: { observable.count = $0 })
    let handWrittenTime = measure { handWritten.wrappedValue = handWritten.wrappedValue &+ 1 }
    let naive = NestedBinding(get: { holder.model }, set: { holder.model = $0 })
      .projecting(\.a).projecting(\.b).projecting(\.c)
    let naiveTime = measure { naive.set(naive.get() &+ 1) }
    blackHole(holder.model.a.b.c)

    report.add("binding.direct_closure_ns", direct, "ns/op", "physical limit")
    report.add(
      "binding.root_ns", rootTime, "ns/op",
      ratio(rootTime, direct, "direct closure") + ", target ≤ 1.5×")
    report.add(
      "binding.projection3_closure_root_ns", projectedTime, "ns/op",
      ratio(projectedTime, direct, "direct closure") + " (target ≤ 5×), "
        + ratio(naiveTime, projectedTime, "faster than naive")
        + " (target ≥ 3×)")
    report.add(
      "binding.projection3_bindable_root_ns", bindableTime, "ns/op",
      ratio(bindableTime, direct, "direct closure") + ", "
        + ratio(naiveTime, bindableTime, "faster than naive"))
    report.add(
      "binding.bindable_plain_class_struct_property_ns", propertyTime, "ns/op",
      "Bindable on a plain (not @Observable) class, a struct property read and written whole, "
        + ratio(propertyTime, direct, "direct closure"))
    report.add(
      "binding.bindable_observable_property_ns", observableTime, "ns/op",
      "$viewModel.count on an @Observable class, as connectors use it, "
        + ratio(observableTime, handWrittenTime, "a hand-written Binding(get:set:)"))
    report.add(
      "binding.handwritten_observable_property_ns", handWrittenTime, "ns/op",
      "Binding(get: { vm.count }, set: { vm.count = $0 }) on the same @Observable property")
    report.add(
      "binding.naive_nested3_ns", naiveTime, "ns/op", ratio(naiveTime, direct, "direct closure"))
  }

  static func ratio(_ value: Double, _ base: Double, _ label: String) -> String {
    String(format: "%.2f× %@", base > 0 ? value / base : 0, label)
  }
}
