import Foundation

/// A date (and time) chooser, like SwiftUI's `DatePicker`.
///
/// The text renderer draws the formatted date (`Salida: [December 1, 2026 at 9:30 AM]`) in
/// the environment's locale and time zone; a test sets it with
/// `find(datePicker:).setDate(_:)`, the console with `set Salida = 2026-12-01 09:30`.
/// Dates outside the range are clamped to it.
public nonisolated struct DatePicker<Label: View>: View {
  /// Which parts of a date the picker edits.
  public typealias Components = DatePickerComponents

  private let label: Label
  private let selection: Binding<Date>
  private let range: ClosedRange<Date>?
  private let components: Components

  /// Creates a date picker with any label.
  ///
  /// - Parameters:
  ///   - selection: The date.
  ///   - displayedComponents: The parts shown.
  ///   - label: The label.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: label())
  }

  /// Creates a date picker within a range, with any label.
  ///
  /// - Parameters:
  ///   - selection: The date.
  ///   - range: The earliest and latest date.
  ///   - displayedComponents: The parts shown.
  ///   - label: The label.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: range, components: displayedComponents, label: label())
  }

  private init(
    selection: Binding<Date>, range: ClosedRange<Date>?, components: Components, label: Label
  ) {
    self.label = label
    self.selection = selection
    self.range = range
    self.components = components
  }

  /// Resolves to one date-picker element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    let environment = context.environment
    var format = Date.FormatStyle(
      locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
    if components.contains(.date) { format = format.year().month(.abbreviated).day() }
    if components.contains(.hourAndMinute) { format = format.hour().minute() }
    var element = Element(
      Control(
        .datePicker, title: Element.title(of: children),
        face: .valueBox(value: selection.wrappedValue.formatted(format))),
      context: context)
    let selection = self.selection
    let range = self.range
    element.withHandlers { handlers in
      handlers.setDate = { date in
        selection.wrappedValue = range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date
      }
    }
    element.changesOnlyState = selection.writesOnlyViewState
    elements.append(consume element)
  }
}

extension DatePicker where Label == Text {
  /// Creates a titled date picker.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The date.
  ///   - displayedComponents: The parts shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates a titled date picker.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - selection: The date.
  ///   - displayedComponents: The parts shown.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates a date picker within a range, titled by a string.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - selection: The date.
  ///   - range: The dates allowed.
  ///   - displayedComponents: The parts of the date shown.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// Creates a titled date picker within a range.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The date.
  ///   - range: The earliest and latest date.
  ///   - displayedComponents: The parts shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// Creates a titled date picker from a date on.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The date.
  ///   - range: The earliest date.
  ///   - displayedComponents: The parts shown.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, in: range.lowerBound...Date.distantFuture,
      displayedComponents: displayedComponents
    ) { Text(titleKey) }
  }
}

extension ControlRole {
  /// A date picker: found by `find(datePicker:)`.
  public static let datePicker = ControlRole(name: "date picker")
}
