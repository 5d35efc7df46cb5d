import Foundation

/// A chooser of several days, like SwiftUI's `MultiDatePicker`.
///
/// The text renderer draws the chosen days, earliest first, in the environment's locale
/// (`Salidas: [Dec 1, 2026, Dec 3, 2026]`, or `None`). A test chooses or unchooses the day
/// of a date with `find(datePicker:).setDate(_:)`, as tapping it in the calendar does; a
/// day outside the bounds cannot be chosen. Days are the calendar, era, year, month and
/// day of the environment's calendar, as SwiftUI's are.
public nonisolated struct MultiDatePicker<Label: View>: View {
  private let label: Label
  private let selection: Binding<Set<DateComponents>>
  private let bounds: (lower: Date?, upper: Date?)

  /// Creates a picker of any days, with any label.
  ///
  /// - Parameters:
  ///   - selection: The chosen days.
  ///   - label: The label.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(selection, bounds: (nil, nil), label: label())
  }

  /// Creates a picker of days in `bounds`, with any label.
  ///
  /// - Parameters:
  ///   - selection: The chosen days.
  ///   - bounds: The first moment that may be chosen, and the moment after the last.
  ///   - label: The label.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, bounds: (bounds.lowerBound, bounds.upperBound), label: label())
  }

  /// Creates a picker of days from `bounds` on, with any label.
  ///
  /// - Parameters:
  ///   - selection: The chosen days.
  ///   - bounds: The first moment that may be chosen.
  ///   - label: The label.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, bounds: (bounds.lowerBound, nil), label: label())
  }

  /// Creates a picker of days before `bounds`, with any label.
  ///
  /// - Parameters:
  ///   - selection: The chosen days.
  ///   - bounds: The moment after the last that may be chosen.
  ///   - label: The label.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, bounds: (nil, bounds.upperBound), label: label())
  }

  private init(
    _ selection: Binding<Set<DateComponents>>, bounds: (lower: Date?, upper: Date?), label: Label
  ) {
    self.label = label
    self.selection = selection
    self.bounds = bounds
  }

  /// Resolves to one date-picker element showing the chosen days.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    let environment = context.environment
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    let format = Date.FormatStyle(
      date: .abbreviated, time: .omitted, locale: environment.locale, calendar: calendar,
      timeZone: environment.timeZone)
    let days = selection.wrappedValue.compactMap { calendar.date(from: $0) }.sorted()
    var element = Element(
      Control(
        .datePicker, title: Element.title(of: children),
        face: .valueBox(
          value: days.isEmpty ? "None" : days.map { $0.formatted(format) }.joined(separator: ", "))),
      context: context)
    let selection = self.selection
    let bounds = self.bounds
    element.withHandlers { handlers in
      handlers.setDate = { date in
        guard bounds.lower.map({ date >= $0 }) ?? true, bounds.upper.map({ date < $0 }) ?? true
        else { return }
        let day = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date)
        let chosen = selection.wrappedValue.filter { Self.isSameDay($0, day) }
        if chosen.isEmpty {
          selection.wrappedValue.insert(day)
        } else {
          selection.wrappedValue.subtract(chosen)
        }
      }
    }
    element.changesOnlyState = selection.writesOnlyViewState
    elements.append(consume element)
  }
}

extension MultiDatePicker {
  /// Whether two days are one: their year, month and day agree, and their eras when both
  /// have one (a day written `DateComponents(year:month:day:)` has none).
  fileprivate static func isSameDay(_ lhs: DateComponents, _ rhs: DateComponents) -> Bool {
    lhs.year == rhs.year && lhs.month == rhs.month && lhs.day == rhs.day
      && (lhs.era == nil || rhs.era == nil || lhs.era == rhs.era)
  }
}

extension MultiDatePicker where Label == Text {
  /// Creates a titled picker of any days.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The chosen days.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }

  /// Creates a titled picker of days in `bounds`.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The chosen days.
  ///   - bounds: The first moment that may be chosen, and the moment after the last.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  /// Creates a titled picker of days from `bounds` on.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The chosen days.
  ///   - bounds: The first moment that may be chosen.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  /// Creates a titled picker of days before `bounds`.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The chosen days.
  ///   - bounds: The moment after the last that may be chosen.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  /// Creates a titled picker of any days.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - selection: The chosen days.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }

  /// Creates a titled picker of days in `bounds`.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - selection: The chosen days.
  ///   - bounds: The first moment that may be chosen, and the moment after the last.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  /// Creates a titled picker of days from `bounds` on.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - selection: The chosen days.
  ///   - bounds: The first moment that may be chosen.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  /// Creates a titled picker of days before `bounds`.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - selection: The chosen days.
  ///   - bounds: The moment after the last that may be chosen.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }
}
