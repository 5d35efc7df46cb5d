import Foundation

extension Text {
  /// Creates text from a localized string resource, like SwiftUI's `Text(_:)` for a
  /// `LocalizedStringResource` (iOS 16): its localized text, shown as written.
  ///
  /// - Parameter resource: The resource.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}
