// An error view with a retry button that shows progress while retrying.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct ErrorRetryView: View {
  let message: String
  let isRetrying: Bool
  let retry: () -> Void

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: "exclamationmark.triangle.fill")
        .font(.largeTitle)
        .foregroundColor(.orange)
      Text("Something went wrong")
        .font(.title2.bold())
      Text(message)
        .font(.body)
        .multilineTextAlignment(.center)
        .foregroundStyle(.secondary)
        .lineLimit(3)
      if isRetrying {
        ProgressView("Retrying…")
      } else {
        Button(action: retry) {
          Label("Try again", systemImage: "arrow.clockwise")
        }
        .buttonStyle(.bordered)
        .tint(.orange)
      }
    }
    .padding()
    .frame(maxWidth: .infinity)
  }
}

struct ErrorRetryView_Previews: PreviewProvider {
  static var previews: some View {
    ErrorRetryView(
      message: "The server did not answer in time (error 504).", isRetrying: false, retry: {}
    )
    .previewDisplayName("Failed")
    ErrorRetryView(message: "The server did not answer in time.", isRetrying: true, retry: {})
      .previewDisplayName("Retrying")
  }
}
