import Foundation

extension EnvironmentValues {
  /// The time a view reads as now: its host clock's, or the wall clock's without one.
  package var now: Date {
    #if !canImport(Darwin)
      hostClock?.currentTime ?? Date()
    #else
      Date()
    #endif
  }
}
