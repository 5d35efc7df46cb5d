// Linux only: a Mac has no UIKit module, keeps AppKit to itself, and its SwiftUI module
// (not PureMVVM's namespace) answers `SwiftUI.`.
#if os(Linux)
  import UIKit

  // A trail card over a blurred header that shares the trail through the system share
  // sheet, wrapping UIKit's blur view and activity controller as such cards do.
  #if PUREMVVM
    import PureMVVM
  #else
    import SwiftUI
  #endif

  struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
      UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
      uiView.effect = UIBlurEffect(style: style)
    }
  }

  struct ActivityView: UIViewControllerRepresentable {
    let items: [Any]
    var excluded: [UIActivity.ActivityType] = [.print, .assignToContact]
    var onFinish: (UIActivity.ActivityType?, Bool) -> Void
    @Environment(\.dismiss) private var dismiss

    func makeUIViewController(context: Context) -> UIActivityViewController {
      let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
      controller.excludedActivityTypes = excluded
      controller.completionWithItemsHandler = { activity, completed, _, _ in
        onFinish(activity, completed)
        dismiss()
      }
      return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
  }

  struct TrailShareCard: View {
    let name: String
    let link: URL
    @State private var isSharing = false
    @State private var status = "Not shared yet"

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text(name)
          .font(.headline)
          .padding()
          .background(BlurView(style: .systemThinMaterial))
        Text(status)
        Button("Share") { isSharing = true }
      }
      .sheet(isPresented: $isSharing) {
        ActivityView(items: [name, link]) { activity, completed in
          status = completed ? "Shared via \(activity?.rawValue ?? "?")" : "Cancelled"
        }
        .presentationDetents([.medium])
      }
    }
  }
#endif
