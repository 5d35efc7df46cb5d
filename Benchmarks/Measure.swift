import Foundation

/// Keeps results alive so the optimiser cannot delete the work that produced them.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Timing helpers: several rounds, the median reported.
enum Measure {
  /// Median nanoseconds per iteration of `body`, over `rounds` rounds of `iterations`.
  static func nanosecondsPerOperation(
    rounds: Int, iterations: Int, _ body: () -> Void
  ) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<rounds {
      let elapsed = clock.measure {
        for _ in 0..<iterations { body() }
      }
      samples.append(seconds(elapsed) * 1e9 / Double(iterations))
    }
    return median(samples)
  }

  /// Median milliseconds of one run of `body`, over `rounds` rounds.
  static func milliseconds(rounds: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    return median((0..<rounds).map { _ in seconds(clock.measure(body)) * 1e3 })
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// Peak resident memory of this process in MB (VmHWM), or nil where unavailable.
  static func peakResidentMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes / 1024
  }

  /// Resets the peak resident memory counter, so the next peak is the next workload's.
  static func resetPeakResidentMemory() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }
}
