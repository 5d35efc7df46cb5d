/// A control that pushes a screen on the enclosing ``NavigationStack``, like SwiftUI's
/// `NavigationLink`.
///
/// The value forms push a value the stack turns into a screen with
/// `navigationDestination(for:)`; the destination forms push the view they are given. A
/// link outside a stack, or with a `nil` value, is disabled. The text renderer draws
/// `Bosque del Roble ›`; the inspector finds a link by its title or by the first text of
/// its label (`find(navigationLink: "Bosque del Roble")`), and `tap()` pushes.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
  @usableFromInline let label: Label
  @usableFromInline let target: NavigationLinkTarget

  /// Creates a link that pushes a value.
  ///
  /// - Parameters:
  ///   - value: The value; `nil` disables the link.
  ///   - label: The label.
  @inlinable
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label)
  where Destination == Never {
    self.label = label()
    target = .value(value)
  }

  /// Creates a link that pushes a view.
  ///
  /// - Parameters:
  ///   - destination: The screen to push.
  ///   - label: The label.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    let destination = destination()
    target = .view { AnyView(destination) }
  }

  /// Creates a link that pushes a view (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - destination: The screen to push.
  ///   - label: The label.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view { AnyView(destination) }
  }

  /// Creates a link that pushes `destination` while `isActive` is true (the iOS 13 form
  /// SwiftUI deprecates in favour of `navigationDestination(isPresented:)`): tapping it
  /// sets `isActive`, popping the screen clears it.
  ///
  /// - Parameters:
  ///   - destination: The screen.
  ///   - isActive: Whether the screen is pushed.
  ///   - label: The label.
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .active(isActive) { AnyView(destination) }
  }

  /// Creates a link that pushes `destination` while `selection` is `tag` (the iOS 13
  /// form): tapping it sets `selection` to `tag`, popping the screen clears it.
  ///
  /// - Parameters:
  ///   - destination: The screen.
  ///   - tag: The value that selects this link.
  ///   - selection: The selected link's tag.
  ///   - label: The label.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    let isActive = Binding<Bool>(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
    self.init(destination: destination, isActive: isActive, label: label)
  }

  /// Resolves to one link element whose children are its label.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var context = context
    _resolve(inPlace: &context, into: &elements)
  }

  /// Resolves to the link's element, its label resolved in `context` turned into the
  /// label's and back.
  @MainActor public func _resolve(
    inPlace context: inout ResolveContext, into elements: inout [Element]
  ) {
    var children = context.takeChildArray()
    context.resolve(label, asChild: 0, into: &children)
    // Joining a label's texts into a title costs as much as resolving them: a label that is
    // not plain text keeps its words in its children (`Element.linkTitle`).
    let isPlainText = Element.isPlainText(children)
    let kind = Element.Kind.navigationLink(title: isPlainText ? Element.title(of: children) : "")
    if case .active(let isActive, let make) = target {
      EmptyView().navigationDestination(isPresented: isActive) { make() }
        ._resolve(in: context.child(1), into: &elements)
    }
    // The kind and the action are moved into the element, not copied: a copy retained what
    // each holds, and the locals released it again, for every link.
    if let push = target.push(in: context.environment.navigation) {
      elements.append(
        Element(
          consume kind, children: isPlainText ? [] : children, context: context,
          action: consume push))
    } else {
      var disabled = context
      disabled.environment.isEnabled = false
      elements.append(
        Element(
          consume kind, children: isPlainText ? [] : children, context: disabled, action: {}))
    }
    context.giveBack(&children)
  }
}

/// Where a link goes.
///
/// Not generic, so resolving a link of any label looks up no type metadata at run time,
/// for every row of a list.
@usableFromInline enum NavigationLinkTarget {
  /// The value to push, made an `AnyHashable` only when the link is tapped: making one
  /// looks up the value's type at run time.
  case value((any Hashable)?)
  /// Makes the screen to push.
  case view(() -> AnyView)
  case active(Binding<Bool>, () -> AnyView)

  /// What tapping the link does in `navigation`: `nil` when it cannot push anything.
  @MainActor
  func push(in navigation: NavigationContext?) -> (() -> Void)? {
    guard let navigation else { return nil }
    switch self {
    case .value(let value?): return { navigation.pushValue(AnyHashable(value)) }
    case .value(nil): return nil
    case .view(let make): return { navigation.pushView(make) }
    case .active(let isActive, _): return { isActive.wrappedValue = true }
    }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a titled link that pushes a value.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: The value; `nil` disables the link.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// Creates a titled link that pushes a value.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value; `nil` disables the link.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// Creates a titled link that pushes a view.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - destination: The screen to push.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a titled link that pushes a view.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - destination: The screen to push.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a titled link that pushes a view (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - destination: The screen to push.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a titled link that pushes a view (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - destination: The screen to push.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// Creates a titled link that pushes `destination` while `isActive` is true (the iOS 13
  /// form).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - destination: The screen.
  ///   - isActive: Whether the screen is pushed.
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// Creates a link titled with a string that pushes `destination` while `isActive` is
  /// true (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - destination: The screen.
  ///   - isActive: Whether the screen is pushed.
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// Creates a titled link that pushes `destination` while `selection` is `tag` (the
  /// iOS 13 form).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - destination: The screen.
  ///   - tag: The value that selects this link.
  ///   - selection: The selected link's tag.
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }

  /// Creates a link titled with a string that pushes `destination` while `selection` is
  /// `tag` (the iOS 13 form).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - destination: The screen.
  ///   - tag: The value that selects this link.
  ///   - selection: The selected link's tag.
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}
