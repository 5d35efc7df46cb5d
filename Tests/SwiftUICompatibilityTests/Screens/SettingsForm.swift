// A settings screen as an app would write it: a Form of Sections with pickers, a stepper,
// toggles and a slider, all bound to @State.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

enum DistanceUnit: String, CaseIterable, Identifiable {
  case metric, imperial
  var id: Self { self }
  var title: String { self == .metric ? "Metric" : "Imperial" }
}

struct SettingsForm: View {
  @State private var unit = DistanceUnit.metric
  @State private var guests = 2
  @State private var notifications = true
  @State private var volume = 0.5
  @State private var theme: String? = nil
  var version = "2.4.1"

  var body: some View {
    Form {
      Section("Units") {
        Picker("Distance", selection: $unit) {
          ForEach(DistanceUnit.allCases) { unit in
            Text(unit.title).tag(unit)
          }
        }
        Stepper("Guests: \(guests)", value: $guests, in: 1...8)
      }
      Section {
        Toggle("Notifications", isOn: $notifications)
        Slider(value: $volume, in: 0...1, step: 0.25) {
          Text("Volume")
        }
        Picker("Theme", selection: $theme) {
          Text("System").tag(String?.none)
          Text("Dark").tag(Optional("dark"))
        }
        .pickerStyle(.segmented)
      } header: {
        Text("Sound")
      } footer: {
        Text("Volume applies to alerts only.")
      }
      Section {
        LabeledContent("Version", value: version)
        Button("Reset all", role: .destructive) {
          unit = .metric
          guests = 2
          notifications = true
        }
      }
    }
    .navigationTitle("Settings")
  }
}

struct SettingsForm_Previews: PreviewProvider {
  static var previews: some View {
    SettingsForm()
      .previewDisplayName("Defaults")
  }
}
