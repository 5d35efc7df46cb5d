import Foundation
import PureMVVMCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSession.dataTaskPublisher(for:)`, loading without the network: `data:` URLs and a
/// scheme nothing loads.
@MainActor
@Suite struct URLSessionDataTaskPublisherTests {
  struct Route: Decodable, Equatable {
    let name: String
  }

  /// Keeps a subscription alive until its load ends.
  final class Held {
    var subscription: AnyCancellable?
  }

  /// Loads `url` through the publisher, as a view model would, and returns what arrived.
  func load(_ url: URL) async -> [String] {
    await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      var events: [String] = []
      let held = Held()
      held.subscription = URLSession.shared.dataTaskPublisher(for: url)
        .map(\.data)
        .decode(type: Route.self, decoder: JSONDecoder())
        .sink { completion in
          MainActor.assertIsolated()
          switch completion {
          case .finished: events.append("finished")
          case .failure(let error as URLError): events.append("URLError \(error.code.rawValue)")
          case .failure: events.append("decoding failed")
          }
          done.resume(returning: events)
          held.subscription = nil
        } receiveValue: { route in
          events.append(route.name)
        }
    }
  }

  @Test(.timeLimit(.minutes(1))) func aLoadedBodyIsSentThenTheLoadFinishes() async throws {
    let body = try #require(
      "{\"name\":\"Peñalara\"}".addingPercentEncoding(withAllowedCharacters: .alphanumerics))
    let url = try #require(URL(string: "data:application/json,\(body)"))
    #expect(await load(url) == ["Peñalara", "finished"])
  }

  @Test(.timeLimit(.minutes(1))) func aSchemeNothingLoadsFailsWithItsURLError() async throws {
    let url = try #require(URL(string: "nowhere://route/1"))
    #expect(await load(url) == ["URLError \(URLError.Code.unsupportedURL.rawValue)"])
  }

  @Test func aConnectionIsACancellableToStore() {
    var kept = Set<AnyCancellable>()
    var listed: [AnyCancellable] = []
    let source = PassthroughSubject<Int, Never>()
    let multicast = source.multicast(subject: PassthroughSubject())
    var seen: [Int] = []
    multicast.sink { seen.append($0) }.store(in: &listed)
    multicast.connect().store(in: &kept)
    source.send(1)
    kept.removeAll()
    source.send(2)
    #expect(seen == [1])
  }
}
