import Foundation

extension Link where Label == Text {
  /// Creates a link titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - destination: Where it goes.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, destination: URL) {
    self.init(String(localized: titleResource), destination: destination)
  }
}
