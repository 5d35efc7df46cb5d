import Foundation

extension DatePicker where Label == Text {
  /// Creates a date picker titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - selection: The value chosen.
  ///   - displayedComponents: The parts of the date shown.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) {
      Text(titleResource)
    }
  }

  /// Creates a date picker within a range, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - selection: The value chosen.
  ///   - range: The dates allowed.
  ///   - displayedComponents: The parts of the date shown.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Date>,
    in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleResource)
    }
  }
}
