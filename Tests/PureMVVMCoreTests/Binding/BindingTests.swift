import Foundation
import PureMVVMCore
import Testing

@Suite(.timeLimit(.minutes(1))) struct BindingTests {
  struct Item: Equatable {
    var name: String
    var tags: [String]
  }

  struct Model: Equatable {
    var title = "Rutas"
    var items = [
      Item(name: "a", tags: []), Item(name: "b", tags: []), Item(name: "c", tags: ["x"]),
    ]
    var nickname: String? = "Mike"
  }

  final class Source {
    var model = Model()
    var reads = 0
    var writes = 0

    var binding: Binding<Model> {
      Binding(
        get: {
          self.reads += 1
          return self.model
        },
        set: {
          self.writes += 1
          self.model = $0
        })
    }
  }

  /// A shape drawn from the rectangle a binding holds, as a seating chart draws its field.
  struct BoundRectangle: Shape {
    @Binding var frame: CGRect

    func path(in rect: CGRect) -> Path { Path(frame) }
  }

  @Test func bindingToSendableValueCanLiveInSendableShape() {
    var stored = CGRect(x: 1, y: 2, width: 3, height: 4)
    let shape = BoundRectangle(frame: Binding(get: { stored }, set: { stored = $0 }))
    shape.frame.size.width = 30
    #expect(stored.width == 30)
    #expect(shape.path(in: .zero).boundingRect == CGRect(x: 1, y: 2, width: 30, height: 4))
  }

  @Test func getAndSetGoThroughTheClosures() {
    var stored = 1
    let binding = Binding(get: { stored }, set: { stored = $0 })
    binding.wrappedValue = 5
    #expect(stored == 5)
    stored = 7
    #expect(binding.wrappedValue == 7)
  }

  @Test func constantIgnoresWrites() {
    let binding = Binding.constant("Mike")
    binding.wrappedValue = "Other"
    #expect(binding.wrappedValue == "Mike")
    binding.projectedValue.wrappedValue = "Again"
    #expect(binding.wrappedValue == "Mike")
  }

  @Test func projectsThroughKeyPaths() {
    let source = Source()
    let title = source.binding.title
    title.wrappedValue = "Paths"
    #expect(source.model.title == "Paths")
    #expect(title.wrappedValue == "Paths")
  }

  struct Point: Equatable {
    var x = 1
    var y = 2
  }

  struct Segment: Equatable {
    var label = "AB"
    var from = Point()
    var to = Point(x: 3, y: 4)
  }

  @Test func storedPropertyProjectionReadsAndWritesOnlyItsField() {
    var segment = Segment()
    let root = Binding(get: { segment }, set: { segment = $0 })
    let toY = root.to.y
    #expect(toY.wrappedValue == 4)
    toY.wrappedValue = 40
    #expect(segment == Segment(label: "AB", from: Point(x: 1, y: 2), to: Point(x: 3, y: 40)))
    root.from.wrappedValue.x = 10
    #expect(root.from.x.wrappedValue == 10)
    #expect(root.label.wrappedValue == "AB")
  }

  @Test func deepProjectionThroughSubscriptsWritesThrough() {
    let source = Source()
    let name = source.binding.items[2].name
    name.wrappedValue = "Cresta"
    #expect(source.model.items[2].name == "Cresta")
    #expect(source.model.items[0].name == "a")
    source.binding.items[2].tags[0].wrappedValue = "y"
    #expect(source.model.items[2].tags == ["y"])
  }

  @Test func deepProjectionWritesTheRootOncePerWrite() {
    let source = Source()
    source.binding.items[1].name.wrappedValue = "B"
    #expect(source.writes == 1)
    #expect(source.reads == 1)
  }

  @Test func storedPropertyProjectionReadsTheRootOnceAndWritesItOncePerAccess() {
    let source = Source()
    let title = source.binding.title
    #expect(title.wrappedValue == "Rutas")
    #expect((source.reads, source.writes) == (1, 0))
    title.wrappedValue = "Senderos"
    #expect((source.reads, source.writes) == (2, 1))
    #expect(source.model.title == "Senderos")
    #expect(source.model.items.map(\.name) == ["a", "b", "c"])
  }

  @Test func projectionOfProjectionSeesLaterChanges() {
    let source = Source()
    let items = source.binding.items
    let first = items[0].name
    source.model.items[0].name = "changed"
    #expect(first.wrappedValue == "changed")
  }

  @Test func unwrapIsNilWhenTheBaseIsNil() {
    var value: Int? = nil
    let base = Binding(get: { value }, set: { value = $0 })
    #expect(Binding(base) == nil)
  }

  @Test func unwrapReadsAndWritesThroughANonNilBase() throws {
    let source = Source()
    let nickname = try #require(Binding(source.binding.nickname))
    #expect(nickname.wrappedValue == "Mike")
    nickname.wrappedValue = "Mikey"
    #expect(source.model.nickname == "Mikey")
  }

  @Test func unwrapKeepsItsLastValueAndIgnoresWritesOnceTheBaseIsNil() throws {
    let source = Source()
    let nickname = try #require(Binding(source.binding.nickname))
    nickname.wrappedValue = "Last"
    source.model.nickname = nil
    #expect(nickname.wrappedValue == "Last")
    nickname.wrappedValue = "Ignored"
    #expect(source.model.nickname == nil)
    #expect(nickname.wrappedValue == "Last")
  }

  @Test func promotedBindingReadsOptionalAndIgnoresNil() {
    var value = 3
    let promoted = Binding<Int?>(Binding(get: { value }, set: { value = $0 }))
    #expect(promoted.wrappedValue == 3)
    promoted.wrappedValue = 4
    #expect(value == 4)
    promoted.wrappedValue = nil
    #expect(value == 4)
    #expect(promoted.wrappedValue == 4)
  }

  @Test func projectedValueIsTheSameBinding() {
    var value = "a"
    let binding = Binding(get: { value }, set: { value = $0 })
    binding.projectedValue.wrappedValue = "b"
    #expect(value == "b")
  }

  @Test func outOfRangeProjectionTrapsLikeArrays() async {
    await #expect(processExitsWith: .failure) {
      var items = [1, 2]
      let binding = Binding(get: { items }, set: { items = $0 })
      _ = binding[5].wrappedValue
    }
  }
}
