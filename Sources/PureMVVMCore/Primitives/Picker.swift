/// A choice of one value among tagged options, like SwiftUI's `Picker`.
///
/// ```swift
/// Picker("Units", selection: $units) {
///   Text("Metric").tag(Units.metric)
///   Text("Imperial").tag(Units.imperial)
/// }
/// ```
///
/// Each view of `content` is one option; `.tag(_:)` gives it its value (a `ForEach`
/// row's id is its tag when it has none). A tag of type `V` also matches an optional
/// selection `V?`, as in SwiftUI. The text renderer draws `Units: [Metric ▾]`; a test
/// selects with `find(picker: "Units").select("Imperial")`, the console with
/// `select Units = Imperial`.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  private let label: Label
  private let selection: Binding<SelectionValue>
  private let content: Content

  /// Creates a picker with any label.
  ///
  /// - Parameters:
  ///   - selection: The selected value.
  ///   - content: The options.
  ///   - label: The label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  /// Creates a picker with a label view (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - selection: The selected value.
  ///   - label: The label.
  ///   - content: The options.
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.label = label
    self.selection = selection
    self.content = content()
  }

  /// Resolves to one picker element whose children are its options.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var labelElements: [Element] = []
    label._resolve(in: context.child(0), into: &labelElements)
    var options: [Element] = []
    var optionsContext = context.child(1)
    optionsContext.tagsRowsWithIDs = true
    content._resolve(in: optionsContext, into: &options)
    let selected = AnyHashable(selection.wrappedValue)
    var selectedTitle = ""
    for index in options.indices {
      options[index].changeAttributes { $0.part = .option }
      if options[index].handlers?.tag == selected {
        selectedTitle = Element.title(of: [options[index]])
      }
    }
    let binding = selection
    var element = Element(
      Control(
        .picker, title: Element.title(of: labelElements),
        face: .popUp(selection: selectedTitle)),
      children: options, context: context)
    element.withHandlers { handlers in
      handlers.select = { tag in
        if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
      }
    }
    element.changesOnlyState = binding.writesOnlyViewState
    elements.append(consume element)
  }
}

extension Picker where Label == Text {
  /// Creates a picker with a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - selection: The selected value.
  ///   - content: The options.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// Creates a picker with a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - selection: The selected value.
  ///   - content: The options.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension View {
  /// Gives the view a value, the one a `Picker` selects when this option is chosen.
  ///
  /// - Parameters:
  ///   - tag: The value.
  ///   - includeOptional: Accepted; a tag always matches an optional selection too.
  /// - Returns: The view.
  nonisolated public func tag<Value: Hashable>(_ tag: Value, includeOptional: Bool = true)
    -> some View
  {
    modifier(ElementHandlersModifier { $0.tag = AnyHashable(tag) })
  }
}

extension ControlRole {
  /// A picker (or colour picker): found by `find(picker:)`.
  public static let picker = ControlRole(name: "picker")
}
