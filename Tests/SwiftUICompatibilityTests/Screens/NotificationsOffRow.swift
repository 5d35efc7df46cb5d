import os

// A row that sends the user to the Settings app when alerts are off, logging why.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

private let logger = Logger(subsystem: "com.example.trails", category: "permissions")

struct NotificationsOffRow: View {
  let trailName: String

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label("Alerts are off", systemImage: "bell.slash")
      Text("Turn on notifications to hear about \(trailName).")
        .font(.footnote)
        .foregroundStyle(.secondary)
      Button("Open Settings") {
        logger.notice("Opening settings for \(trailName, privacy: .public) alerts")
        guard let url = URL(string: UIApplication.openSettingsURLString) else {
          logger.error("No settings URL")
          return
        }
        UIApplication.shared.open(url)
      }
    }
  }
}
