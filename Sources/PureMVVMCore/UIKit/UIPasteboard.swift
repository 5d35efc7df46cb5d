#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A UIKit pasteboard, standing in for UIKit's `UIPasteboard` where there is no UIKit, so
  /// designs that copy with `UIPasteboard.general.string = code` compile and can be
  /// checked.
  ///
  /// ``general`` is one pasteboard for the whole process, as the system's is for a
  /// device: tests that write it should not run in parallel with others that read it.
  public final class UIPasteboard: Sendable {
    /// What the pasteboard holds.
    private struct Contents {
      var strings: [String] = []
      var urls: [URL] = []
      var images: [UIImage] = []
      var changeCount = 0
    }

    private let contents = Locked(Contents())

    /// The pasteboard of the whole process.
    public static let general = UIPasteboard()

    /// Creates an empty pasteboard.
    init() {}

    /// The first string it holds; setting it replaces everything.
    public var string: String? {
      get { strings?.first }
      set { strings = newValue.map { [$0] } }
    }

    /// The strings it holds, or `nil` for none; setting them replaces everything.
    public var strings: [String]? {
      get { contents.withLock { $0.strings.isEmpty ? nil : $0.strings } }
      set { replace { $0.strings = newValue ?? [] } }
    }

    /// The first URL it holds; setting it replaces everything.
    public var url: URL? {
      get { urls?.first }
      set { urls = newValue.map { [$0] } }
    }

    /// The URLs it holds, or `nil` for none; setting them replaces everything.
    public var urls: [URL]? {
      get { contents.withLock { $0.urls.isEmpty ? nil : $0.urls } }
      set { replace { $0.urls = newValue ?? [] } }
    }

    /// The first image it holds; setting it replaces everything.
    public var image: UIImage? {
      get { images?.first }
      set { images = newValue.map { [$0] } }
    }

    /// The images it holds, or `nil` for none; setting them replaces everything.
    public var images: [UIImage]? {
      get { contents.withLock { $0.images.isEmpty ? nil : $0.images } }
      set { replace { $0.images = newValue ?? [] } }
    }

    /// Whether it holds a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether it holds a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether it holds an image.
    public var hasImages: Bool { images != nil }
    /// How many items it holds.
    public var numberOfItems: Int {
      contents.withLock { $0.strings.count + $0.urls.count + $0.images.count }
    }
    /// How many times its contents were replaced.
    public var changeCount: Int { contents.withLock(\.changeCount) }

    /// Empties the pasteboard and lets `change` fill it.
    private func replace(_ change: (inout Contents) -> Void) {
      contents.withLock { contents in
        let count = contents.changeCount + 1
        contents = Contents()
        change(&contents)
        contents.changeCount = count
      }
    }
  }
#endif
