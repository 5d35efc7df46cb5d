extension View {
  /// Ties the focus of the text field in this view to a Boolean focus state.
  ///
  /// - Parameter condition: `true` while the field has the focus.
  /// - Returns: The view.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(FieldTraitsModifier { $0.focus = FieldTraits.focus(of: condition) })
  }

  /// Ties the focus of the text field in this view to one value of a focus state.
  ///
  /// - Parameters:
  ///   - binding: The focus state.
  ///   - value: The value that means this field has the focus.
  /// - Returns: The view.
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(FieldTraitsModifier { $0.focus = FieldTraits.focus(of: binding, equals: value) })
  }

  /// Runs `action` when the user submits a text field in this view (presses Return).
  ///
  /// A test submits with `find(textField:).submit()`; the console with an empty line (the
  /// focused field) or `submit <field>`. Actions of nested `onSubmit` run innermost first.
  ///
  /// - Parameters:
  ///   - triggers: What submits: `.text` for text fields, `.search` for the search field of
  ///     `.searchable`.
  ///   - action: What to do.
  /// - Returns: The view.
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  )
    -> some View
  {
    modifier(FieldTraitsModifier { $0.submitActions.append((triggers, action)) })
  }

  /// Keeps the fields inside from submitting to `onSubmit` actions outside this view, like
  /// SwiftUI's `submitScope(_:)`.
  ///
  /// - Parameter isBlocking: Whether to keep them from it.
  /// - Returns: The view.
  nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
    modifier(FieldTraitsModifier { if isBlocking { $0.submitActions = [] } })
  }

}

/// What submits a view's `onSubmit` action, like SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates triggers from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Text fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Search fields.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// Changes what text fields below pick up (focus, submit actions); primitive.
nonisolated struct FieldTraitsModifier: ViewModifier {
  typealias Body = Never
  let change: (FieldTraits) -> Void

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var context = context.child(0)
    let traits = FieldTraits(copying: context.fieldTraits)
    change(traits)
    context.fieldTraits = traits
    content._resolve(in: context, into: &elements)
  }
}
