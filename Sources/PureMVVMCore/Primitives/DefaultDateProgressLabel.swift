import Foundation

/// The current value label of a timer's progress view, like SwiftUI's
/// `DefaultDateProgressLabel`: the time left, or gone, as `Text(timerInterval:)` shows it.
public nonisolated struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The running timer.
  public var body: some View {
    Text(timerInterval: interval, countsDown: countsDown)
  }
}
