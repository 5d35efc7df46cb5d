/// A reusable change to a view, like SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     VStack { content }.padding()
///   }
/// }
/// Text("Hola").modifier(Card())
/// ```
///
/// A modifier can hold dynamic properties (`@State`, `@Environment`…) like a view.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view ``body(content:)`` returns.
  associatedtype Body: View

  /// The view this modifier makes of `content`.
  ///
  /// - Parameter content: The view being modified.
  /// - Returns: The modified view.
  @ViewBuilder func body(content: Content) -> Body

  /// The view being modified, as ``body(content:)`` receives it.
  typealias Content = _ViewModifier_Content<Self>

  /// Resolves `content` with this modifier applied; for implementing primitives.
  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element])
}

extension ViewModifier {
  /// Resolves ``body(content:)``.
  public func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let context = context.body(of: Self.self)
    if let failure = DynamicPropertyLayout.install(self, in: context).failure {
      elements.append(Element.failure(failure, context: context))
      return
    }
    body(content: _ViewModifier_Content(AnyView(content)))._resolve(in: context, into: &elements)
  }
}

extension ViewModifier where Body == Never {
  /// A primitive modifier has no body; it resolves its content directly.
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a primitive modifier and has no body")
  }
}

/// The view a ``ViewModifier`` modifies, as its body receives it.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  private let content: AnyView

  init(_ content: AnyView) {
    self.content = content
  }

  /// Resolves the modified view.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    content._resolve(in: context, into: &elements)
  }
}

extension View {
  /// Applies `modifier` to this view.
  ///
  /// - Parameter modifier: The modifier.
  /// - Returns: The modified view.
  nonisolated public func modifier<Modifier: ViewModifier>(
    _ modifier: Modifier
  ) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
