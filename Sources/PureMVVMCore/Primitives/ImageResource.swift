import Foundation

/// An image in the app's asset catalog, by name, like the `ImageResource` that Xcode
/// generates a static member of for each image (`Image(.avatar)`).
///
/// Xcode writes those members into a generated file; on Linux a design's package declares
/// them itself, the same way:
///
/// ```swift
/// extension ImageResource {
///   static let avatar = ImageResource(name: "avatar", bundle: .main)
/// }
/// ```
public struct ImageResource: Hashable, Sendable {
  /// The image's name in the catalog.
  let name: String
  /// The bundle whose catalog holds it.
  let bundle: Bundle

  /// Creates a resource.
  ///
  /// - Parameters:
  ///   - name: The image's name in the catalog.
  ///   - bundle: The bundle whose catalog holds it.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Image {
  /// The image a generated asset symbol names, drawn as an asset of that name.
  ///
  /// - Parameter resource: The image, as `.avatar`.
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and an image a generated asset symbol names.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - resource: The image, as `.avatar`.
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }

  /// A label with a text title and an image a generated asset symbol names.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - resource: The image, as `.avatar`.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}
