import Foundation
import PureMVVMCore
import PureMVVMRendering

extension InspectedElement {
  /// What a control shows as its value: a picker's selected option, a stepper's value, a
  /// date picker's date as drawn, a slider's value; `nil` for other elements.
  public var value: String? { element.control?.value }

  /// The labels of a picker's options, in order; empty for other elements.
  public var options: [String] {
    guard case .popUp? = element.control?.face else { return [] }
    return element.childElements.map { Element.title(of: [$0]) }
  }

  /// Where a link goes; `nil` for other elements.
  public var url: URL? { element.control?.url }

  /// Whether a disclosure group shows its content; `nil` for other elements.
  public var isExpanded: Bool? { element.control?.isExpanded }

  /// Selects a picker's option by the label it shows, as a user choosing it would.
  ///
  /// - Parameter option: The option's label, such as `"Imperial"`.
  /// - Throws: ``InspectionError`` if the picker is gone or ambiguous, disabled, has no
  ///   such option (the error lists those it has), or the element is not a picker.
  public func select(_ option: String) throws(InspectionError) {
    try change(\.handlers?.select, else: .notSelectable) {
      current, select throws(InspectionError) in
      let titles = current.childElements.map { Element.title(of: [$0]) }
      guard let index = titles.firstIndex(of: option),
        let tag = current.childElements[index].handlers?.tag
      else { throw query.error(.noSuchOption(option, options: titles)) }
      select(tag)
    }
  }

  /// Taps a stepper's + button: the value grows by one step, up to its upper bound.
  ///
  /// - Throws: ``InspectionError`` if the stepper is gone or ambiguous, disabled, or the
  ///   element is not a stepper.
  public func increment() throws(InspectionError) {
    try change(\.handlers?.step, else: .notAdjustable) { _, step in step(1) }
  }

  /// Taps a stepper's − button: the value shrinks by one step, down to its lower bound.
  ///
  /// - Throws: ``InspectionError`` if the stepper is gone or ambiguous, disabled, or the
  ///   element is not a stepper.
  public func decrement() throws(InspectionError) {
    try change(\.handlers?.step, else: .notAdjustable) { _, step in step(-1) }
  }

  /// Drags a slider to `value`, clamped to its bounds and rounded to its step.
  ///
  /// - Parameter value: The value.
  /// - Throws: ``InspectionError`` if the slider is gone or ambiguous, disabled, the
  ///   value is NaN, or the element is not a slider.
  public func setValue(_ value: Double) throws(InspectionError) {
    try change(\.handlers?.setValue, else: .notAdjustable) { _, set throws(InspectionError) in
      guard !value.isNaN else { throw query.error(.invalidValue("\(value)")) }
      set(value)
    }
  }

  /// Picks `date` in a date picker, clamped to its range.
  ///
  /// - Parameter date: The date.
  /// - Throws: ``InspectionError`` if the picker is gone or ambiguous, disabled, or the
  ///   element is not a date picker.
  public func setDate(_ date: Date) throws(InspectionError) {
    try change(\.handlers?.setDate, else: .notAdjustable) { _, set in set(date) }
  }

  /// Expands a disclosure group; does nothing if it is expanded.
  ///
  /// - Throws: ``InspectionError`` if the group is gone or ambiguous, disabled, or the
  ///   element is not a disclosure group.
  public func expand() throws(InspectionError) {
    try setExpanded(true)
  }

  /// Collapses a disclosure group; does nothing if it is collapsed.
  ///
  /// - Throws: ``InspectionError`` if the group is gone or ambiguous, disabled, or the
  ///   element is not a disclosure group.
  public func collapse() throws(InspectionError) {
    try setExpanded(false)
  }

  /// Runs `body` with the element as it is now and its `handler`, then forgets the tree
  /// unless all the handler can change is a view's own `@State`
  /// (``Element/changesOnlyState``), which the inspector's graph saw.
  private func change<Handler>(
    _ handler: KeyPath<Element, Handler?>, else reason: InspectionError.Reason,
    _ body: (Element, Handler) throws(InspectionError) -> Void
  ) throws(InspectionError) {
    var changedOnlyState = false
    defer { if !changedOnlyState { inspector.invalidate() } }
    let (current, found) = try matchedHandler(handler, else: reason)
    try body(current, found)
    changedOnlyState = current.changesOnlyState
  }

  private func setExpanded(_ expanded: Bool) throws(InspectionError) {
    defer { inspector.invalidate() }
    let current = try query.match(visibleIn: inspector.index)
    guard let isExpanded = current.control?.isExpanded else { throw query.error(.notExpandable) }
    guard isExpanded != expanded else { return }
    try handler(\.action, else: .notExpandable)()
  }
}
