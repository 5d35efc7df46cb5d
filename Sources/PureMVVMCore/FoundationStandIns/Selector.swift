#if !canImport(Darwin)
  /// The name of an Objective-C method, standing in for the `Selector` of Apple platforms,
  /// which Linux lacks, so UIKit calls that take one, such as
  /// `UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)`, compile.
  ///
  /// Nothing here sends a message to a selector: there is no Objective-C runtime, and
  /// `#selector(…)` does not compile on Linux.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The method's name, such as `image:didFinishSavingWithError:contextInfo:`.
    public let description: String

    /// The selector of the method named `functionName`.
    ///
    /// - Parameter functionName: The method's name.
    public init(_ functionName: String) {
      description = functionName
    }

    /// The selector of the method a string literal names.
    ///
    /// - Parameter value: The method's name.
    public init(stringLiteral value: String) {
      self.init(value)
    }
  }
#endif
