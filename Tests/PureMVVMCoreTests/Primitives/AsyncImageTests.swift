import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `AsyncImage` loads through the host's loader only, so every phase is deterministic.
@MainActor
@Suite struct AsyncImageTests {
  static let photo = URL(filePath: "/fotos/teide.jpg")
  static let web = URL(string: "https://fotos.example/teide.jpg")

  /// Names the phase it is given.
  struct PhaseNames: View {
    let url: URL?

    var body: some View {
      AsyncImage(url: url) { phase in
        switch phase {
        case .empty: Text("cargando")
        case .success(let image): image
        case .failure(let error): Text("error: \(String(describing: type(of: error)))")
        }
      }
    }
  }

  struct Unreachable: Error {}

  @Test func withoutALoaderThePlaceholderStays() async {
    let inspector = DesignInspector(
      AsyncImage(url: Self.web) {
        $0.resizable()
      } placeholder: {
        Text("cargando")
      })
    #expect(await inspector.settle() == 0)
    #expect(inspector.texts == ["cargando"])
  }

  @Test func aLoaderMovesThePhaseToSuccess() async {
    let loader = AsyncImageLoader { url in Image(systemName: url.lastPathComponent) }
    let inspector = DesignInspector(
      PhaseNames(url: Self.web).environment(\.asyncImageLoader, loader))
    #expect(inspector.texts == ["cargando"])
    await inspector.settle()
    #expect(inspector.render(width: 20).contains("‹teide.jpg›"))
  }

  @Test func aFailedLoadShowsTheFailurePhase() async {
    let loader = AsyncImageLoader { _ in throw Unreachable() }
    let inspector = DesignInspector(
      PhaseNames(url: Self.web).environment(\.asyncImageLoader, loader))
    await inspector.settle()
    #expect(inspector.texts == ["error: Unreachable"])
  }

  @Test func aURLThatIsNotHTTPFailsWithoutAskingTheLoader() async {
    let asked = Counter()
    let loader = AsyncImageLoader { _ in
      await asked.increment()
      return Image(systemName: "photo")
    }
    let inspector = DesignInspector(
      PhaseNames(url: Self.photo).environment(\.asyncImageLoader, loader))
    await inspector.settle()
    #expect(inspector.texts == ["error: URLError"])
    #expect(await asked.value == 0)
  }

  @Test func aURLThatIsNotHTTPFailsEvenWithoutALoader() async {
    let inspector = DesignInspector(PhaseNames(url: Self.photo))
    await inspector.settle()
    #expect(inspector.texts == ["error: URLError"])
  }

  @Test func aLoaderThatNeverAnswersKeepsThePlaceholderWithoutHanging() async {
    let loader = AsyncImageLoader { _ in
      // A stream nobody feeds: its iteration ends only when the task is cancelled.
      let (silence, _) = AsyncStream.makeStream(of: Int.self)
      for await _ in silence {}
      throw CancellationError()
    }
    let inspector = DesignInspector(
      PhaseNames(url: Self.web).environment(\.asyncImageLoader, loader))
    #expect(await inspector.settle(timeout: .milliseconds(50)) == 1)
    #expect(inspector.texts == ["cargando"])
  }

  @Test func aNewURLStartsANewLoad() async throws {
    let loader = AsyncImageLoader { url in Image(systemName: url.lastPathComponent) }
    let design = Stateful(value: Self.web) { url in
      VStack {
        PhaseNames(url: url.wrappedValue)
        Button("Otra") { url.wrappedValue = URL(string: "https://fotos.example/anaga.jpg") }
      }
    }
    let inspector = DesignInspector(design.environment(\.asyncImageLoader, loader))
    await inspector.settle()
    try inspector.find(button: "Otra").tap()
    #expect(inspector.texts == ["cargando"])
    await inspector.settle()
    #expect(inspector.render(width: 20).contains("‹anaga.jpg›"))
  }
}

/// Counts calls across tasks.
private actor Counter {
  private(set) var value = 0
  func increment() { value += 1 }
}
