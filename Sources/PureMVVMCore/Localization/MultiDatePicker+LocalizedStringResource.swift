import Foundation

extension MultiDatePicker where Label == Text {
  /// Creates a picker of several dates, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - selection: The value chosen.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleResource) }
  }

  /// Creates a picker of several dates from a day on, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - selection: The value chosen.
  ///   - bounds: The values allowed.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleResource) }
  }
}
