import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Combine's timed operators on a hosted view's clock, which a test moves.
@MainActor
@Suite struct CombineTimingTests {
  /// A view that logs what a timed pipeline lets through.
  struct TimedLog<P: Publisher>: View where P.Failure == Never, P.Output == String {
    let pipeline: P
    @State private var log: [String] = []

    var body: some View {
      Text(log.joined(separator: ",")).onReceive(pipeline) { log.append($0) }
    }
  }

  @Test func throttleSendsTheFirstAtOnceThenTheLatestOfEachInterval() {
    let taps = PassthroughSubject<String, Never>()
    let inspector = DesignInspector(
      TimedLog(pipeline: taps.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)))
    _ = inspector.texts
    taps.send("a")
    taps.send("b")
    taps.send("c")
    #expect(inspector.texts == ["a"])
    inspector.clock.advance(by: 1)
    #expect(inspector.texts == ["a,c"])
    inspector.clock.advance(by: 1)
    taps.send("d")
    #expect(inspector.texts == ["a,c,d"])
  }

  @Test func throttleWithoutLatestSendsTheFirstOfEachInterval() {
    let taps = PassthroughSubject<String, Never>()
    let inspector = DesignInspector(
      TimedLog(
        pipeline: taps.throttle(
          for: .milliseconds(500), scheduler: DispatchQueue.main, latest: false)
      ))
    _ = inspector.texts
    for tap in ["a", "b", "c"] { taps.send(tap) }
    inspector.clock.advance(by: 0.5)
    #expect(inspector.texts == ["a,b"])
  }

  @Test func delaySendsEachValueLateInOrder() {
    let saves = PassthroughSubject<String, Never>()
    let inspector = DesignInspector(
      TimedLog(pipeline: saves.delay(for: .seconds(2), scheduler: RunLoop.main)))
    _ = inspector.texts
    saves.send("Haya")
    inspector.clock.advance(by: 1)
    saves.send("Roble")
    inspector.clock.advance(by: 0.99)
    #expect(inspector.texts == [""])
    inspector.clock.advance(by: 0.01)
    #expect(inspector.texts == ["Haya"])
    inspector.clock.advance(by: 1)
    #expect(inspector.texts == ["Haya,Roble"])
  }

  @Test func timeoutEndsASilentPublisher() {
    let replies = PassthroughSubject<String, Never>()
    let inspector = DesignInspector(
      TimedLog(
        pipeline: replies.timeout(.seconds(5), scheduler: DispatchQueue.main)
          .append("timed out")))
    _ = inspector.texts
    inspector.clock.advance(by: 4)
    replies.send("pong")
    inspector.clock.advance(by: 4.9)
    #expect(inspector.texts == ["pong"])
    inspector.clock.advance(by: 0.1)
    replies.send("late")
    #expect(inspector.texts == ["pong,timed out"])
  }

  @Test func timeoutFailsWithTheCustomError() {
    var codes: [URLError.Code] = []
    let inspector = DesignInspector(Text("host"))
    let subscription = Empty<Int, URLError>(completeImmediately: false)
      .timeout(.seconds(1), scheduler: RunLoop.main) { URLError(.timedOut) }
      ._subscribe(
        clock: inspector.clock, { _ in },
        completion: { if case .failure(let error) = $0 { codes.append(error.code) } })
    inspector.clock.advance(by: 0.5)
    #expect(codes.isEmpty)
    inspector.clock.advance(by: 0.5)
    #expect(codes == [.timedOut])
    _ = subscription
  }
}
