import PureMVVM

/// A list of rows, each a toggle with state of its own: what a tap on one row costs the
/// next query.
struct ToggleRows: View {
  /// How many rows.
  let count: Int

  var body: some View {
    List {
      ForEach(0..<count, id: \.self) { index in ToggleRow(index: index) }
    }
  }
}

/// One row of ``ToggleRows``: its state is its own, so a tap changes nothing else.
struct ToggleRow: View {
  /// The row's number, in its title.
  let index: Int
  @State private var isOn = false

  var body: some View {
    Toggle("Fila \(index)", isOn: $isOn)
  }
}
