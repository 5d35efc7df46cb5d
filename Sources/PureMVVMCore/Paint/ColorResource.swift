import Foundation

/// A colour in the app's asset catalog, by name, like the `ColorResource` that Xcode
/// generates a static member of for each colour (`Color(.brand)`).
///
/// On Linux a design's package declares those members itself, as for ``ImageResource``:
/// `extension ColorResource { static let brand = ColorResource(name: "brand", bundle: .main) }`.
public struct ColorResource: Hashable, Sendable {
  /// The colour's name in the catalog.
  let name: String
  /// The bundle whose catalog holds it.
  let bundle: Bundle

  /// Creates a resource.
  ///
  /// - Parameters:
  ///   - name: The colour's name in the catalog.
  ///   - bundle: The bundle whose catalog holds it.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Color {
  /// The colour a generated asset symbol names, drawn as the asset colour of that name.
  ///
  /// - Parameter resource: The colour, as `.brand`.
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}
