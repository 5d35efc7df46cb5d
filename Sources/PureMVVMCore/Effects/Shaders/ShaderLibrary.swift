import Foundation

/// A collection of Metal shader functions, like SwiftUI's `ShaderLibrary`: a function is
/// named as a member (`ShaderLibrary.ripple`, `ShaderLibrary.default.ripple`).
///
/// Hosts here compile no Metal: a library is known by where it comes from, and its
/// functions by name.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
  /// Where the library comes from.
  private let source: String

  private init(source: String) {
    self.source = source
  }

  /// The app's default library, built from its `.metal` files.
  public static let `default` = ShaderLibrary(source: "default")

  /// The default library of `bundle`.
  ///
  /// - Parameter bundle: The bundle.
  /// - Returns: The library.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: "bundle:\(bundle.bundlePath)")
  }

  /// A library from compiled Metal code.
  ///
  /// - Parameter data: The code.
  public init(data: Data) {
    self.init(source: "data:\(data.count) bytes")
  }

  /// A library from a compiled Metal file.
  ///
  /// - Parameter url: The file.
  public init(url: URL) {
    self.init(source: "url:\(url.absoluteString)")
  }

  /// The default library's function named `name`.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }

  /// This library's function named `name`.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }
}
