/// A modifier that is chosen from the environment it is applied in, like SwiftUI's
/// `EnvironmentalModifier`.
///
/// ```swift
/// struct Emphasis: EnvironmentalModifier {
///   func resolve(in environment: EnvironmentValues) -> Highlight {
///     Highlight(strong: environment.colorScheme == .dark)
///   }
/// }
/// ```
///
/// `Highlight` stands for any `ViewModifier` of your own.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// The type of modifier ``resolve(in:)`` returns.
  associatedtype ResolvedModifier: ViewModifier

  /// The modifier to apply in `environment`.
  ///
  /// - Parameter environment: The environment where the modifier is applied.
  /// - Returns: The modifier.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  /// Resolves `content` with the modifier ``resolve(in:)`` returns for the environment
  /// here.
  public func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    resolve(in: context.environment)._resolve(content: content, in: context, into: &elements)
  }
}
