/// A piece of a screen, described by its `body`, like SwiftUI's `View`.
///
/// Write views as in SwiftUI; a design file that compiles with `import SwiftUI` compiles
/// with `import PureMVVM`:
///
/// ```swift
/// struct GreetingView: View {
///   let name: String
///   var body: some View {
///     Text("Greetings, \(name)")
///   }
/// }
/// ```
///
/// A view that takes only plain values, bindings and closures — a *design* — holds no
/// logic and reaches no view model, store or global, so previews and tests build it
/// directly. ``Design`` is another name for this protocol.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of the view.
  @ViewBuilder var body: Body { get }

  /// Resolves the view into elements; for implementing primitives.
  ///
  /// Views you write never implement this: the default links the view's dynamic
  /// properties (``State``, ``Environment``…) and resolves ``body``. Primitives (``Text``,
  /// ``VStack``…) implement it to append their elements; they read their place and
  /// inherited environment from `context`.
  ///
  /// - Parameters:
  ///   - context: Where in the tree the view sits, and the environment it inherits.
  ///   - elements: The elements resolved so far, to append to.
  func _resolve(in context: ResolveContext, into elements: inout [Element])

  /// Resolves the view into elements in `context`, which it may change on the way but
  /// gives back as it found it; for implementing primitives.
  ///
  /// The default resolves the view with ``_resolve(in:into:)``. A primitive that resolves
  /// its content in a child context (a stack, a link's label, a block's views) implements
  /// it to turn `context` into that child and back instead of copying it: a copy retains
  /// and releases each reference the context holds, three for each level of every row.
  ///
  /// - Parameters:
  ///   - context: Where in the tree the view sits, and the environment it inherits; as it
  ///     was when this returns.
  ///   - elements: The elements resolved so far, to append to.
  func _resolve(inPlace context: inout ResolveContext, into elements: inout [Element])
}

/// Another name for ``View``: a value that describes what a screen shows.
public typealias Design = View

extension View {
  /// Resolves the view with ``_resolve(in:into:)``, leaving `context` as it is.
  public func _resolve(inPlace context: inout ResolveContext, into elements: inout [Element]) {
    _resolve(in: context, into: &elements)
  }

  /// Links the view's dynamic properties, then resolves ``body``.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    if context.stopsTooDeep(into: &elements) { return }
    let context = context.body(of: Self.self)
    let (slots, failure) = DynamicPropertyLayout.install(self, in: context)
    if let failure {
      elements.append(Element.failure(failure, context: context))
      return
    }
    context.storageGraph.resolveBody(of: self, slots: slots, in: context, into: &elements)
  }

  /// Resolves the view into its element tree with fresh state, running `onAppear` and
  /// `onChange(initial: true)` as a host would the first time.
  ///
  /// - Returns: The top-level elements the view produces.
  public func resolve() -> [Element] {
    resolve(on: .phone)
  }

  /// Resolves the view into its element tree with fresh state on a device: a
  /// `GeometryReader` at the root is offered the device's size inside its safe area.
  ///
  /// - Parameter device: The device.
  /// - Returns: The top-level elements the view produces.
  public func resolve(on device: Device) -> [Element] {
    let graph = ViewGraph()
    graph.device = device
    return graph.resolve(self, environment: EnvironmentValues())
  }
}

extension View where Body == Never {
  /// A primitive view has no body; it resolves to elements directly.
  ///
  /// Reading it is a programming error and traps, as it does in SwiftUI.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view and has no body")
  }
}

extension Never: View {
  /// `Never` has no body.
  public typealias Body = Never

  /// Resolves nothing; a `Never` value cannot exist.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {}
}
