/// A function of a shader library, like SwiftUI's `ShaderFunction`: call it with arguments
/// to make a ``Shader``.
@dynamicCallable
public struct ShaderFunction: Hashable, Sendable {
  /// The library holding the function.
  public var library: ShaderLibrary
  /// The function's name.
  public var name: String

  /// Names a function of a library.
  ///
  /// - Parameters:
  ///   - library: The library.
  ///   - name: The function's name.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// A shader running this function with `arguments`, as `ShaderLibrary.ripple(.float(t))`
  /// writes it.
  ///
  /// - Parameter arguments: The values passed to the function.
  /// - Returns: The shader.
  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}
