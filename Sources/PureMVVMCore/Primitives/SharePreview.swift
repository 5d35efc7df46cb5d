/// What a share sheet shows for an item, like SwiftUI's `SharePreview`.
///
/// A title, and an optional image and icon; accepted, since there is no share sheet to
/// show it.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  /// Creates a preview with a title, an image and an icon.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image.
  ///   - icon: The icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}

  /// Creates a preview with a title, an image and an icon.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - icon: The icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}

  /// Creates a preview with a title, an image and an icon.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - icon: The icon.
  public init(_ title: Text, image: Image, icon: Icon) {}
}

extension SharePreview where Image == Never {
  /// Creates a preview with a title and an icon.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - icon: The icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {}

  /// Creates a preview with a title and an icon.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) {}

  /// Creates a preview with a title and an icon.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init(_ title: Text, icon: Icon) {}
}

extension SharePreview where Icon == Never {
  /// Creates a preview with a title and an image.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image.
  public init(_ titleKey: LocalizedStringKey, image: Image) {}

  /// Creates a preview with a title and an image.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) {}

  /// Creates a preview with a title and an image.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  public init(_ title: Text, image: Image) {}
}

extension SharePreview where Image == Never, Icon == Never {
  /// Creates a preview with only a title.
  ///
  /// - Parameter titleKey: The title.
  public init(_ titleKey: LocalizedStringKey) {}

  /// Creates a preview with only a title.
  ///
  /// - Parameter title: The title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {}

  /// Creates a preview with only a title.
  ///
  /// - Parameter title: The title.
  public init(_ title: Text) {}
}
