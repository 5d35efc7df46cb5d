import Foundation

/// An image loaded from a URL, like SwiftUI's `AsyncImage`.
///
/// The environment's ``EnvironmentValues/asyncImageLoader`` loads it; with none (the
/// default) the phase stays ``AsyncImagePhase/empty`` and the placeholder shows. A URL
/// whose scheme is not `http` or `https` fails at once with `URLError(.unsupportedURL)`,
/// without asking the loader. A new URL starts a new load and cancels the last.
public nonisolated struct AsyncImage<Content: View>: View {
  private let url: URL?
  private let transaction: Transaction
  private let content: (AsyncImagePhase) -> Content?
  @State private var loaded: LoadedPhase?
  @Environment(\.asyncImageLoader) private var loader

  /// Creates an image that shows a grey placeholder until it has loaded.
  ///
  /// - Parameters:
  ///   - url: Where the image is; `nil` shows the placeholder.
  ///   - scale: The image's scale; accepted.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.init(url: url, transaction: Transaction()) { $0.image }
  }

  /// Creates an image that shows `content` once loaded and `placeholder` until then, or
  /// if it fails.
  ///
  /// - Parameters:
  ///   - url: Where the image is; `nil` shows the placeholder.
  ///   - scale: The image's scale; accepted.
  ///   - content: What to show for the loaded image.
  ///   - placeholder: What to show until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { content(image) } else { placeholder() }
    }
  }

  /// Creates an image that shows what `content` makes of each phase of the load.
  ///
  /// - Parameters:
  ///   - url: Where the image is; `nil` stays ``AsyncImagePhase/empty``.
  ///   - scale: The image's scale; accepted.
  ///   - transaction: The transaction the phase changes in, such as one with an animation.
  ///   - content: What to show for a phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.init(url: url, transaction: transaction) { Optional(content($0)) }
  }

  private init(
    url: URL?, transaction: Transaction, content: @escaping (AsyncImagePhase) -> Content?
  ) {
    self.url = url
    self.transaction = transaction
    self.content = content
  }

  /// The phase's content, loading when the URL appears or changes.
  @MainActor public var body: some View {
    Group {
      if let view = content(phase) {
        view
      } else {
        Color.gray.opacity(0.2)
      }
    }
    .task(id: url) { [url, loader, transaction, loaded = $loaded] in
      await Self.load(url, with: loader, transaction: transaction, into: loaded)
    }
  }

  private var phase: AsyncImagePhase {
    guard let loaded, loaded.url == url else { return .empty }
    return loaded.phase
  }

  /// Loads `url` with `loader`, then writes the phase it reached to `loaded`.
  @MainActor private static func load(
    _ url: URL?, with loader: AsyncImageLoader?, transaction: Transaction,
    into loaded: Binding<LoadedPhase?>
  ) async {
    guard let url else { return }
    let phase: AsyncImagePhase
    if !["http", "https"].contains(url.scheme?.lowercased()) {
      phase = .failure(URLError(.unsupportedURL))
    } else {
      guard let loader else { return }
      do {
        phase = .success(try await loader.load(url))
      } catch {
        guard !Task.isCancelled else { return }
        phase = .failure(error)
      }
    }
    guard !Task.isCancelled else { return }
    withTransaction(transaction) { loaded.wrappedValue = LoadedPhase(url: url, phase: phase) }
  }
}

/// The phase a load reached, and the URL it was for.
private struct LoadedPhase {
  let url: URL
  let phase: AsyncImagePhase
}
