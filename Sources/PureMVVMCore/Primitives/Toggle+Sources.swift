extension Toggle {
  /// Creates a toggle for many values at once, such as every alarm of a list:
  /// `Toggle(sources: $alarms, isOn: \.isOn) { Text("All") }`.
  ///
  /// It is on when every source is on, and mixed (``ToggleStyleConfiguration/isMixed``)
  /// when some are; tapping it turns every source on, or every one off when all were on.
  /// With no sources it is off. The built-in looks draw a mixed toggle as off.
  ///
  /// - Parameters:
  ///   - sources: The values, such as a `Binding` to an array, a collection of bindings.
  ///   - isOn: Where each source keeps its binding to its on state.
  ///   - label: The label.
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let states = SourceStates(bindings: sources.map { $0[keyPath: isOn] })
    self.init(isOn: Binding(get: states.allOn, set: states.setAll), label: label)
    self.isMixed = states.isMixed
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a text label for many values at once.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - sources: The values, such as a `Binding` to an array.
  ///   - isOn: Where each source keeps its binding to its on state.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle with a text label for many values at once.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - sources: The values, such as a `Binding` to an array.
  ///   - isOn: Where each source keeps its binding to its on state.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(title) }
  }
}

/// The on states of a `Toggle(sources:isOn:)`, read and written together.
private struct SourceStates {
  let bindings: [Binding<Bool>]

  func allOn() -> Bool {
    !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue)
  }

  func setAll(_ isOn: Bool) {
    for binding in bindings { binding.wrappedValue = isOn }
  }

  func isMixed() -> Bool {
    bindings.contains(where: \.wrappedValue) && !allOn()
  }
}
