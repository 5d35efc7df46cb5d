/// Rows under a header and over a footer, like SwiftUI's `Section`.
///
/// Every spelling compiles: a title string, `header:`/`footer:` closures (in either
/// order after `content:`), header and footer views (the iOS 13 form), and collapsible
/// sections with `isExpanded:`.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View {
  private let header: Parent?
  private let content: Content
  private let footer: Footer?
  private let isExpanded: Binding<Bool>?

  private init(header: Parent?, content: Content, footer: Footer?, isExpanded: Binding<Bool>?) {
    self.header = header
    self.content = content
    self.footer = footer
    self.isExpanded = isExpanded
  }

  /// Creates a section with a header and a footer.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - header: The header.
  ///   - footer: The footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer(), isExpanded: nil)
  }

  /// Creates a section from a header and a footer view (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - footer: The footer.
  ///   - content: The rows.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer, isExpanded: nil)
  }

  /// Resolves to one section element: header, rows, footer.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    if let header { Self.append(header, part: .header, in: context.child(0), to: &children) }
    if isExpanded?.wrappedValue ?? true {
      content._resolve(in: context.child(1), into: &children)
    }
    if let footer { Self.append(footer, part: .footer, in: context.child(2), to: &children) }
    var element = Element(.section, children: children, context: context)
    if let isExpanded {
      element.action = { isExpanded.wrappedValue.toggle() }
    }
    elements.append(consume element)
  }

  @MainActor private static func append(
    _ view: some View, part: ElementPart, in context: ResolveContext, to children: inout [Element]
  ) {
    let first = children.endIndex
    view._resolve(in: context, into: &children)
    for index in first..<children.endIndex { children[index].changeAttributes { $0.part = part } }
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section without a header or footer.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: nil, content: content(), footer: nil, isExpanded: nil)
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - header: The header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: nil, isExpanded: nil)
  }

  /// Creates a section from a header view (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - content: The rows.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: nil, isExpanded: nil)
  }

  /// Creates a collapsible section with a header.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether the rows show.
  ///   - content: The rows.
  ///   - header: The header.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(header: header(), content: content(), footer: nil, isExpanded: isExpanded)
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - footer: The footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: nil, content: content(), footer: footer(), isExpanded: nil)
  }

  /// Creates a section from a footer view (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - footer: The footer.
  ///   - content: The rows.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: nil, content: content(), footer: footer, isExpanded: nil)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section with a text header.
  ///
  /// - Parameters:
  ///   - titleKey: The header.
  ///   - content: The rows.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: nil, isExpanded: nil)
  }

  /// Creates a section with a text header.
  ///
  /// - Parameters:
  ///   - title: The header.
  ///   - content: The rows.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: nil, isExpanded: nil)
  }

  /// Creates a collapsible section with a text header.
  ///
  /// - Parameters:
  ///   - titleKey: The header.
  ///   - isExpanded: Whether the rows show.
  ///   - content: The rows.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(header: Text(titleKey), content: content(), footer: nil, isExpanded: isExpanded)
  }

  /// Creates a collapsible section with a text header.
  ///
  /// - Parameters:
  ///   - title: The header.
  ///   - isExpanded: Whether the rows show.
  ///   - content: The rows.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(header: Text(title), content: content(), footer: nil, isExpanded: isExpanded)
  }
}
