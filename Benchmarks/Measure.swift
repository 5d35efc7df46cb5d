import Foundation

/// Keeps results alive so the optimiser cannot delete the work that produced them.
@_optimize(none)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Timing helpers: several rounds, the median reported.
enum Measure {
  /// The fewest rounds any figure is the median of.
  static let minimumRounds = 5

  /// Median nanoseconds per iteration of `body`, over `rounds` rounds of `iterations`.
  static func nanosecondsPerOperation(
    rounds: Int = minimumRounds, iterations: Int, _ body: () -> Void
  ) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<max(rounds, minimumRounds) {
      let elapsed = clock.measure {
        for _ in 0..<iterations { body() }
      }
      samples.append(seconds(elapsed) * 1e9 / Double(iterations))
    }
    return median(samples)
  }

  /// Median milliseconds of one run of `body`, over `rounds` rounds.
  static func milliseconds(rounds: Int = minimumRounds, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    return median((0..<max(rounds, minimumRounds)).map { _ in seconds(clock.measure(body)) * 1e3 })
  }

  /// Median milliseconds of one run of the asynchronous `body`, over `rounds` rounds.
  @MainActor
  static func milliseconds(
    rounds: Int = minimumRounds, _ body: () async -> Void
  ) async -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<max(rounds, minimumRounds) {
      let start = clock.now
      await body()
      samples.append(seconds(clock.now - start) * 1e3)
    }
    return median(samples)
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
  ///
  /// - Returns: Whether the kernel accepted the reset; if not, the next peak reading is the
  ///   whole process's.
  static func resetPeakResidentMemory() -> Bool {
    (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
  }
}
