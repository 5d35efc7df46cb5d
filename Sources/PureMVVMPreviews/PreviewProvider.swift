/// A type that lists previews, one per feature module.
///
/// ```swift
/// enum LoginPreviews: PreviewProvider {
///   static var previews: [Preview] { [Preview("Logged Out") { … }] }
/// }
/// ```
@MainActor
public protocol PreviewProvider {
  /// The previews, in the order a catalog lists them.
  static var previews: [Preview] { get }
}
