// A note editor sheet with iOS 26's role-only toolbar buttons, a separator, a fixed-size
// custom font and a link opened with a completion, as recent editors write them.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct TrailNoteEditor: View {
  @Binding var note: String
  let guide: URL
  let onSave: () -> Void
  @Environment(\.dismiss) private var dismiss
  @Environment(\.openURL) private var openURL
  @State private var guideStatus = ""

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        TextField("Note", text: $note)
          .font(.custom("Avenir Next", fixedSize: 14))
        Rectangle()
          .fill(.separator)
          .frame(height: 1)
          .scaleEffect(1, anchor: .zero)
        Button("Trail guide") {
          openURL(guide) { accepted in
            guideStatus = accepted ? "Guide opened" : "No guide"
          }
        }
        Text(guideStatus)
      }
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button(role: .close) { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button(role: .confirm) { onSave() }
        }
      }
    }
  }
}
