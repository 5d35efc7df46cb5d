extension Toggle where Label == Text {
  /// Creates a toggle titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - isOn: Whether it is on.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
    self.init(String(localized: titleResource), isOn: isOn)
  }

  /// Creates a toggle of several values, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - sources: The values it switches together.
  ///   - isOn: Whether it is on.
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(String(localized: titleResource), sources: sources, isOn: isOn)
  }
}
