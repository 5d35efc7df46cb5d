/// The content of a window presenting a value, like SwiftUI's `PresentedWindowContent`:
/// the window keeps the value, and its content changes it through a binding.
nonisolated public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
  @State private var value: Data?
  private let content: (Binding<Data?>) -> Content

  init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
    _value = State(initialValue: value)
    self.content = content
  }

  init(
    value: Data?, defaultValue: @escaping () -> Data,
    content: @escaping (Binding<Data>) -> Content
  ) {
    let initial = value ?? defaultValue()
    self.init(value: initial) { optional in
      content(
        Binding(
          get: { optional.wrappedValue ?? initial },
          set: { optional.wrappedValue = $0 }))
    }
  }

  /// The window's content, given its value.
  public var body: some View {
    content($value)
  }
}
