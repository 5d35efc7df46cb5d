import Combine

// A rest timer between sets: a view model that publishes the rounds, and a countdown
// driven by a timer publisher, in a file that imports Combine as such files do.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

final class RestTimerModel: ObservableObject {
  @Published var rounds = 0
  var cancellables = Set<AnyCancellable>()
}

struct RestTimerView: View {
  @ObservedObject var model: RestTimerModel
  @State private var remaining = 3
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack(spacing: 8) {
      Text(remaining > 0 ? "Rest \(remaining) s" : "Go!")
        .font(.title.monospacedDigit())
      Text("Round \(model.rounds)")
    }
    .onReceive(timer) { _ in
      guard remaining > 0 else { return }
      remaining -= 1
      if remaining == 0 { model.rounds += 1 }
    }
  }
}
