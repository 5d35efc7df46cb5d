extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress view titled by a localized string resource.
  ///
  /// - Parameter titleResource: The title, a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource) {
    self.init(String(localized: titleResource))
  }

  /// Creates a progress view titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - value: The value.
  ///   - total: The value when done.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    _ titleResource: LocalizedStringResource, value: V?, total: V = 1.0
  ) {
    self.init(value: value, total: total) { Text(titleResource) }
  }
}
