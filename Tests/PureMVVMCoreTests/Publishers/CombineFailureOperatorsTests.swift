import Foundation
import PureMVVMCore
import Testing

/// Combine's operators for failing publishers, as view models handle load errors.
@MainActor
@Suite struct CombineFailureOperatorsTests {
  enum LoadError: Error, Equatable {
    case offline
    case corrupt
  }

  struct Route: Codable, Equatable {
    let name: String
    let kilometres: Double
  }

  /// A route list view model written the Combine way: it loads through a failing
  /// publisher and shows a message in place of an error.
  final class RouteListModel: ObservableObject {
    @Published private(set) var names: [String] = []
    @Published private(set) var message = ""
    private var cancellables = Set<AnyCancellable>()

    func load(from publisher: AnyPublisher<Data, LoadError>) {
      publisher
        .decode(type: [Route].self, decoder: JSONDecoder())
        .map { routes in routes.filter { $0.kilometres < 10 }.map(\.name) }
        .receive(on: DispatchQueue.main)
        .sink { [weak self] completion in
          if case .failure(let error) = completion { self?.message = "Could not load: \(error)" }
        } receiveValue: { [weak self] names in
          self?.names = names
        }
        .store(in: &cancellables)
    }
  }

  @Test func aViewModelDecodesFiltersAndShowsItsRoutes() throws {
    let json = #"[{"name":"Peñalara","kilometres":9.99},{"name":"Maliciosa","kilometres":10}]"#
    let model = RouteListModel()
    model.load(from: Just(Data(json.utf8)).setFailureType(to: LoadError.self).eraseToAnyPublisher())
    #expect(model.names == ["Peñalara"])
    #expect(model.message == "")
  }

  @Test func aDecodingErrorReachesTheCompletion() {
    let model = RouteListModel()
    model.load(from: Just(Data("[{".utf8)).setFailureType(to: LoadError.self).eraseToAnyPublisher())
    #expect(model.names.isEmpty)
    #expect(model.message.hasPrefix("Could not load: "))
  }

  @Test func aFailureOfTheSourceReachesTheCompletion() {
    let model = RouteListModel()
    model.load(from: Fail(error: LoadError.offline).eraseToAnyPublisher())
    #expect(model.message == "Could not load: offline")
  }

  @Test func tryMapFailsWithWhatItsTransformThrowsAndStops() {
    let input = PassthroughSubject<String, Never>()
    var values: [Int] = []
    var failure: (any Error)?
    let subscription = input.tryMap { text -> Int in
      guard let number = Int(text) else { throw LoadError.corrupt }
      return number
    }.sink { completion in
      if case .failure(let error) = completion { failure = error }
    } receiveValue: {
      values.append($0)
    }
    input.send("12")
    input.send("doce")
    input.send("13")
    #expect(values == [12])
    #expect(failure as? LoadError == .corrupt)
    _ = subscription
  }

  @Test func mapErrorReplaceErrorAndCatchRecover() {
    var mapped: [String] = []
    _ = Fail<Int, LoadError>(error: .offline).mapError { _ in URLError(.notConnectedToInternet) }
      .sink { completion in
        if case .failure(let error) = completion { mapped.append("\(error.code.rawValue)") }
      } receiveValue: { _ in
      }
    #expect(mapped == ["\(URLError.Code.notConnectedToInternet.rawValue)"])

    var replaced: [Int] = []
    _ = Fail<Int, LoadError>(error: .offline).replaceError(with: 0).sink { replaced.append($0) }
    #expect(replaced == [0])

    var caught: [String] = []
    let source = PassthroughSubject<String, LoadError>()
    let subscription = source.catch { error in Just("cached after \(error)") }
      .sink { caught.append($0) }
    source.send("live")
    source.send(completion: .failure(.offline))
    source.send("dropped")
    #expect(caught == ["live", "cached after offline"])
    _ = subscription
  }

  @Test func retrySubscribesAgainUpToItsCount() {
    var attempts = 0
    var events: [String] = []
    _ = Deferred { () -> AnyPublisher<String, LoadError> in
      attempts += 1
      return attempts < 3
        ? Fail(error: .offline).eraseToAnyPublisher()
        : Just("ok").setFailureType(to: LoadError.self)
          .eraseToAnyPublisher()
    }
    .retry(2)
    .sink {
      events.append("\($0)")
    } receiveValue: {
      events.append($0)
    }
    #expect(attempts == 3)
    #expect(events == ["ok", "finished"])

    attempts = -10
    events = []
    _ = Deferred { () -> Fail<String, LoadError> in
      attempts += 1
      return Fail(error: .offline)
    }.retry(1).sink {
      events.append("\($0)")
    } receiveValue: {
      events.append($0)
    }
    #expect(attempts == -8)
    #expect(events == ["failure(PureMVVMCoreTests.CombineFailureOperatorsTests.LoadError.offline)"])
  }

  @Test func encodeTurnsValuesIntoData() throws {
    var encoded: [String] = []
    _ = Just(Route(name: "Haya", kilometres: 4.5)).encode(encoder: JSONEncoder())
      .sink { _ in
      } receiveValue: {
        encoded.append(String(decoding: $0, as: UTF8.self))
      }
    let decoded = try JSONDecoder().decode(Route.self, from: Data(try #require(encoded.first).utf8))
    #expect(decoded == Route(name: "Haya", kilometres: 4.5))
  }
}
