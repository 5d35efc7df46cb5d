import PureMVVMCore

/// A counter that takes a binding, the example the StatefulPreview package hosts with
/// local state.
struct CountDesign: View {
  @Binding var count: Int

  var body: some View {
    HStack {
      Text("The current count is: \(count)")
      Button("Add + 1") { count += 1 }
    }
  }
}
