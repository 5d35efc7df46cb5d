/// A value that describes what a screen shows, built from plain fields, bindings and closures.
///
/// A design mirrors a SwiftUI `View`: it has a `body` written with ``DesignBuilder`` from
/// primitives such as ``Text``, ``Button`` and ``VStack``. It holds no logic and reaches no
/// view model, store or global, so previews and tests build it directly.
///
/// ```swift
/// struct GreetingDesign: Design {
///   let name: String
///   var body: some Design {
///     Text("Greetings, \(name)")
///   }
/// }
/// ```
@MainActor
public protocol Design {
  /// The type of design this design is made of.
  associatedtype Body: Design

  /// The content of the design.
  @DesignBuilder var body: Body { get }

  /// Resolves the design into elements; an implementation detail of primitives.
  ///
  /// Designs you write never implement this: the default resolves `body`.
  ///
  /// - Parameters:
  ///   - context: Where in the tree the design sits, and the state it inherits.
  ///   - elements: The elements resolved so far, to append to.
  func _resolve(in context: ResolveContext, into elements: inout [Element])
}

extension Design {
  /// Resolves `body`.
  ///
  /// - Parameters:
  ///   - context: Where in the tree the design sits, and the state it inherits.
  ///   - elements: The elements resolved so far, to append to.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    body._resolve(in: context, into: &elements)
  }

  /// Resolves the design into its element tree, with fresh state.
  ///
  /// - Returns: The top-level elements the design produces.
  public func resolve() -> [Element] {
    var elements: [Element] = []
    _resolve(in: ResolveContext(store: StateStore()), into: &elements)
    return elements
  }
}

extension Design where Body == Never {
  /// A primitive design has no body; it resolves to elements directly.
  ///
  /// Reading it is a programming error and traps, as it does in SwiftUI.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive design and has no body")
  }
}

extension Never: Design {
  /// `Never` has no body.
  public typealias Body = Never

  /// Resolves nothing; a `Never` value cannot exist.
  ///
  /// - Parameters:
  ///   - context: Unused.
  ///   - elements: Unused.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {}
}
