import PureMVVM
import Testing

/// A context that is neither `Sendable` nor isolated: it must still work.
final class SampleStore {
  var names: [String]

  init(names: [String]) {
    self.names = names
  }
}

struct StoreListDesign: View {
  let store: SampleStore

  var body: some View {
    VStack { ForEach(store.names, id: \.self) { Text($0) } }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct PreviewSessionTests {
  struct CountingSamples: PreviewModifier {
    static var builds = 0

    static func makeSharedContext() async throws -> SampleStore {
      builds += 1
      await Task.yield()
      return SampleStore(names: ["Bosque", "Cresta"])
    }

    func body(content: Content, context: SampleStore) -> some View { content }
  }

  /// Shows the text size and colour scheme it is resolved under.
  struct SettingsReader: View {
    @Environment(\.dynamicTypeSize) private var size
    @Environment(\.colorScheme) private var scheme

    var body: some View { Text("\(size) \(scheme)") }
  }

  @Test func hostsStartUnderTheSessionsSettings() async throws {
    let preview = Preview("Settings") { SettingsReader() }
    let session = PreviewSession()
    session.environment.dynamicTypeSize = .accessibility2
    session.environment.colorScheme = .dark
    #expect(try await session.render(preview, width: 30).contains("accessibility2 dark"))
    let plain = PreviewSession()
    #expect(try await plain.render(preview, width: 30).contains("large light"))
  }

  @Test func contextIsBuiltOncePerModifierTypeAndSharedByInstances() async throws {
    let session = PreviewSession()
    let first = Preview("First", traits: .modifier(CountingSamples())) { context in
      StoreListDesign(store: try context[CountingSamples.self])
    }
    let second = Preview("Second", traits: .modifier(CountingSamples())) { context in
      StoreListDesign(store: try context[CountingSamples.self])
    }
    let before = CountingSamples.builds
    _ = try await session.render(first)
    _ = try await session.render(second)
    #expect(CountingSamples.builds - before == 1)
  }

  struct Tagged<Tag>: PreviewModifier {
    static func makeSharedContext() throws -> SampleStore {
      SampleStore(names: [String(describing: Tag.self)])
    }

    func body(content: Content, context: SampleStore) -> some View { content }
  }

  @Test func genericSpecialisationsAreDifferentTypesWithDifferentContexts() async throws {
    let session = PreviewSession()
    let preview = Preview(
      "Both", traits: .modifier(Tagged<Int>()), .modifier(Tagged<String>())
    ) { context in
      let numbers = try context[Tagged<Int>.self]
      let strings = try context[Tagged<String>.self]
      VStack {
        StoreListDesign(store: numbers)
        StoreListDesign(store: strings)
      }
    }
    #expect(try await session.inspector(for: preview).texts == ["Int", "String"])
  }

  struct SingleFlight: PreviewModifier {
    static var builds = 0

    static func makeSharedContext() async -> SampleStore {
      builds += 1
      for _ in 0..<5 { await Task.yield() }
      return SampleStore(names: ["shared"])
    }

    func body(content: Content, context: SampleStore) -> some View { content }
  }

  @Test func concurrentRequestsBuildTheContextOnce() async throws {
    let session = PreviewSession()
    let previews = (1...8).map { index in
      Preview("P\(index)", traits: .modifier(SingleFlight())) { context in
        StoreListDesign(store: try context[SingleFlight.self])
      }
    }
    let before = SingleFlight.builds
    let renders = previews.map { preview in
      Task { @MainActor in try await session.render(preview) }
    }
    for render in renders {
      #expect(try await render.value.contains("shared"))
    }
    #expect(SingleFlight.builds - before == 1)
  }

  struct Identity: PreviewModifier {
    static func makeSharedContext() -> SampleStore { SampleStore(names: []) }
    func body(content: Content, context: SampleStore) -> some View { content }
  }

  @Test func theSameReferenceIsHandedToEveryPreview() async throws {
    let session = PreviewSession()
    var seen: [SampleStore] = []
    let previews = ["A", "B"].map { name in
      Preview(name, traits: .modifier(Identity())) { context in
        let store = try context[Identity.self]
        let _ = seen.append(store)
        Text(name)
      }
    }
    for preview in previews { _ = try await session.render(preview) }
    #expect(seen.count == 2)
    #expect(seen[0] === seen[1])
  }

  struct Lazy: PreviewModifier {
    static var builds = 0
    static func makeSharedContext() -> Int {
      builds += 1
      return builds
    }
    func body(content: Content, context: Int) -> some View { content }
  }

  @Test func declaringPreviewsAndTraitsBuildsNoContext() async throws {
    let before = Lazy.builds
    let trait = PreviewTrait<Preview.ViewTraits>.modifier(Lazy())
    let preview = Preview("Lazy", traits: trait) { Text("x") }
    _ = try PreviewCatalog(previews: [preview])
    #expect(Lazy.builds == before)
    _ = try await PreviewSession().render(preview)
    #expect(Lazy.builds == before + 1)
  }

  /// How many more times ``Flaky`` fails, set per test through a task local.
  @MainActor final class Outage {
    var failuresLeft: Int

    init(failures: Int) {
      failuresLeft = failures
    }
  }

  struct Flaky: PreviewModifier {
    struct Unavailable: Error, CustomStringConvertible {
      var description: String { "database unavailable" }
    }

    @TaskLocal static var outage: Outage?

    static func makeSharedContext() throws -> String {
      if let outage, outage.failuresLeft > 0 {
        outage.failuresLeft -= 1
        throw Unavailable()
      }
      return "ready"
    }
    func body(content: Content, context: String) -> some View { content }
  }

  @Test func failureNamesThePreviewAndModifierAndIsNotCached() async throws {
    let session = PreviewSession()
    let preview = Preview("Flaky preview", traits: .modifier(Flaky())) { context in
      Text(try context[Flaky.self])
    }
    try await Flaky.$outage.withValue(Outage(failures: 1)) { () async throws in
      let error = await #expect(throws: PreviewError.self) {
        try await session.render(preview)
      }
      #expect(
        error?.description
          == "Preview \"Flaky preview\": Flaky.makeSharedContext() failed: database unavailable")
      #expect(try await session.inspector(for: preview).texts == ["ready"])
    }
  }

  struct Fresh: PreviewModifier {
    static func makeSharedContext() -> SampleStore { SampleStore(names: []) }
    func body(content: Content, context: SampleStore) -> some View { content }
  }

  @Test func resetDropsTheCacheAndSessionsNeverShare() async throws {
    var seen: [SampleStore] = []
    let preview = Preview("Fresh", traits: .modifier(Fresh())) { context in
      let _ = seen.append(try context[Fresh.self])
      Text("x")
    }
    let session = PreviewSession()
    _ = try await session.render(preview)
    session.reset()
    _ = try await session.render(preview)
    _ = try await PreviewSession().render(preview)
    #expect(seen.count == 3)
    #expect(seen[0] !== seen[1])
    #expect(seen[1] !== seen[2])
  }

  @MainActor
  final class MainActorModel {
    var title = "isolated"
  }

  struct Isolated: PreviewModifier {
    static func makeSharedContext() -> MainActorModel { MainActorModel() }
    func body(content: Content, context: MainActorModel) -> some View {
      VStack {
        Text(context.title)
        content
      }
    }
  }

  struct PlainClass: PreviewModifier {
    static func makeSharedContext() async -> SampleStore { SampleStore(names: ["plain"]) }
    func body(content: Content, context: SampleStore) -> some View { content }
  }

  @Test func nonSendableAndMainActorContextsWork() async throws {
    let preview = Preview(
      "Isolated", traits: .modifier(Isolated()), .modifier(PlainClass())
    ) { context in
      StoreListDesign(store: try context[PlainClass.self])
    }
    #expect(try await PreviewSession().inspector(for: preview).texts == ["isolated", "plain"])
  }

  struct Outer: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
      VStack {
        Text("outer top")
        content
      }
    }
  }

  struct Inner: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
      VStack {
        Text("inner top")
        content
      }
    }
  }

  @Test func firstModifierWrapsTheBodyAndTheSecondWrapsThat() async throws {
    let preview = Preview("Order", traits: .modifier(Inner()), .modifier(Outer())) {
      Text("body")
    }
    let rendering = try await PreviewSession().render(preview, width: 20)
    #expect(
      rendering == """
        ┌──────────────────┐
        │    outer top     │
        │    inner top     │
        │      body        │
        └──────────────────┘

        """)
  }

  @Test func readingAnUnlistedModifierIsAClearError() async {
    let preview = Preview("Unlisted") { context in
      Text(try context[Flaky.self])
    }
    await #expect {
      try await PreviewSession().render(preview)
    } throws: { error in
      (error as? PreviewError)?.description
        == "Preview \"Unlisted\" reads the context of Flaky, but its traits do not list that "
        + "modifier; add .modifier(Flaky()) to its traits."
    }
  }

  @Test func eachPreviewKeepsItsOwnStatefulState() async throws {
    let session = PreviewSession()
    let off = Preview("Off") {
      Stateful(value: false) { isOn in Toggle("Filter", isOn: isOn) }
    }
    let on = Preview("On") {
      Stateful(value: true) { isOn in Toggle("Filter", isOn: isOn) }
    }
    try await session.inspector(for: off).find(toggle: "Filter").tap()
    _ = try await session.render(on)
    #expect(try await session.inspector(for: off).find(toggle: "Filter").isOn == true)
    #expect(try await session.inspector(for: on).find(toggle: "Filter").isOn == true)
    try await session.inspector(for: on).find(toggle: "Filter").tap()
    #expect(try await session.inspector(for: off).find(toggle: "Filter").isOn == true)
    #expect(try await session.render(off).contains("[on]"))
  }

  struct Broken: Error {}

  static func failingTitle() throws -> String { throw Broken() }

  @Test func bodyErrorsNameThePreview() async {
    let preview = Preview("Broken") { Text(try Self.failingTitle()) }
    await #expect {
      try await PreviewSession().render(preview)
    } throws: { error in
      (error as? PreviewError)?.description.hasPrefix("Preview \"Broken\" failed:") == true
    }
  }

  struct Slow: PreviewModifier {
    static func makeSharedContext() async -> Int {
      await Task.yield()
      return 1
    }
    func body(content: Content, context: Int) -> some View { content }
  }

  @Test func concurrentFirstCallsShareOneHost() async throws {
    let session = PreviewSession()
    let preview = Preview("Slow", traits: .modifier(Slow())) { _ in
      Stateful(value: 0) { count in Button("\(count.wrappedValue)") { count.wrappedValue += 1 } }
    }
    async let first = session.inspector(for: preview)
    async let second = session.inspector(for: preview)
    let (one, other) = try await (first, second)
    #expect(one === other)
    try one.find(button: "0").tap()
    #expect(try await session.render(preview, width: 12).contains("[ 1 ]"))
  }
}
