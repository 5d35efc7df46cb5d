import PureMVVMCore
import PureMVVMInspection

/// Hosts previews: builds their shared contexts, wraps them in their modifiers, renders them.
///
/// The session owns the shared-context cache, with SwiftUI's `makeSharedContext` rules:
/// 1. keyed by the modifier's concrete type, never by instance or name;
/// 2. each type's context is built at most once per session, even when several previews
///    ask at the same moment;
/// 3. the context is handed out as is (the same reference), never copied;
/// 4. contexts are built lazily, only for a preview being rendered;
/// 5. a failure names the preview and the modifier, and is not cached: the next render
///    retries;
/// 6. ``reset()`` drops the cache; separate sessions never share contexts.
///
/// Each preview gets one host (a `DesignInspector`) per session, so its `Stateful` state
/// survives re-rendering and is never shared with another preview. Hosts are keyed by the
/// preview's name, so names must be unique within a session — a ``PreviewCatalog``
/// guarantees it.
///
/// ```swift
/// let session = PreviewSession()
/// print(try await session.render(preview, width: 40))
/// ```
@MainActor
public final class PreviewSession {
  private var contexts: [ObjectIdentifier: Task<ContextBox, any Error>] = [:]
  /// One host per preview name.
  ///
  /// While the first call builds it, later calls wait for it, so concurrent first calls
  /// get the same host.
  private var hosts: [String: Host] = [:]

  private enum Host {
    case ready(DesignInspector)
    case building(waiters: [CheckedContinuation<DesignInspector, any Error>])
  }

  /// The device settings every preview's host starts from.
  ///
  /// They are the text size, colour scheme, size classes, locale and the rest of the
  /// environment a device sets.
  ///
  /// ```swift
  /// let session = PreviewSession()
  /// session.environment.dynamicTypeSize = .accessibility3
  /// let gallery = await catalog.htmlGallery(in: session)
  /// ```
  ///
  /// Hosts made before a change keep the settings they were made with; ``reset()`` drops
  /// them.
  public var environment = EnvironmentValues()

  /// Creates a session with an empty cache.
  public init() {}

  /// The live host of a preview, with every modifier applied; the same one on every call.
  ///
  /// - Parameter preview: The preview.
  /// - Returns: An inspector over the fully modified preview.
  /// - Throws: ``PreviewError`` if a shared context or the preview's body fails.
  public func inspector(for preview: Preview) async throws(PreviewError) -> DesignInspector {
    switch hosts[preview.name] {
    case .ready(let host):
      return host
    case .building:
      do {
        return try await withCheckedThrowingContinuation { waiter in
          if case .building(let waiters) = hosts[preview.name] {
            hosts[preview.name] = .building(waiters: waiters + [waiter])
          }
        }
      } catch {
        // Only `PreviewError`s are handed to waiters, below.
        guard let error = error as? PreviewError else { preconditionFailure("\(error)") }
        throw error
      }
    case nil:
      hosts[preview.name] = .building(waiters: [])
      let result: Result<DesignInspector, PreviewError>
      do {
        let host = DesignInspector(try await design(for: preview))
        host.environment = environment
        result = .success(host)
      } catch {
        result = .failure(error)
      }
      var waiters: [CheckedContinuation<DesignInspector, any Error>] = []
      if case .building(let pending) = hosts[preview.name] { waiters = pending }
      switch result {
      case .success(let host): hosts[preview.name] = .ready(host)
      case .failure: hosts[preview.name] = nil
      }
      for waiter in waiters { waiter.resume(with: result.mapError { $0 as any Error }) }
      return try result.get()
    }
  }

  /// Draws a preview as text.
  ///
  /// - Parameters:
  ///   - preview: The preview.
  ///   - width: The line width, frame included; a `.fixedLayout` trait narrows it to its
  ///     own width (8 points a column), `.sizeThatFitsLayout` to the content's natural
  ///     width.
  /// - Returns: The rendering.
  /// - Throws: ``PreviewError`` if a shared context or the preview's body fails.
  public func render(_ preview: Preview, width: Int = 40) async throws(PreviewError) -> String {
    let inspector = try await inspector(for: preview)
    let layout = preview.traits.compactMap(\.layout).last
    let columns = layout?.columns(within: width, for: inspector.elements) ?? width
    return inspector.render(width: columns)
  }

  /// The preview's elements as its host resolves them now.
  ///
  /// - Parameter preview: The preview.
  /// - Returns: The top-level elements.
  /// - Throws: ``PreviewError`` if a shared context or the preview's body fails.
  public func elements(for preview: Preview) async throws(PreviewError) -> [Element] {
    try await inspector(for: preview).elements
  }

  /// Drops every cached context and every preview's state.
  ///
  /// A host still being built when this is called finishes and is kept, so the calls
  /// waiting for it get it.
  public func reset() {
    contexts = [:]
    hosts = hosts.filter {
      if case .building = $0.value { return true }
      return false
    }
  }

  /// A newly built design of the preview, its modifiers applied with this session's shared
  /// contexts; each call builds another, with state of its own (for variants and readings
  /// that must not disturb the live host).
  ///
  /// - Parameter preview: The preview.
  /// - Returns: The design.
  /// - Throws: ``PreviewError`` if a shared context or the preview's body fails.
  public func design(for preview: Preview) async throws(PreviewError) -> AnyView {
    var boxes: [ObjectIdentifier: ContextBox] = [:]
    for modifier in preview.traits.flatMap(\.modifiers) {
      boxes[modifier.id] = try await context(for: modifier, preview: preview.name)
    }
    var design: AnyView
    do {
      design = try preview.makeBody(PreviewContext(previewName: preview.name, contexts: boxes))
    } catch let error as PreviewError {
      throw error
    } catch {
      throw .bodyFailed(preview: preview.name, underlying: error)
    }
    for modifier in preview.traits.flatMap(\.modifiers) {
      guard let box = boxes[modifier.id] else {
        preconditionFailure("no context was built for \(modifier.typeName)")
      }
      design = modifier.apply(design, box)
    }
    return design
  }

  private func context(
    for modifier: AnyPreviewModifier, preview: String
  ) async throws(PreviewError) -> ContextBox {
    let task: Task<ContextBox, any Error>
    if let pending = contexts[modifier.id] {
      task = pending
    } else {
      let make = modifier.makeContext
      task = Task { @MainActor in try await make() }
      contexts[modifier.id] = task
    }
    do {
      return try await task.value
    } catch {
      if contexts[modifier.id] == task { contexts[modifier.id] = nil }
      throw .sharedContextFailed(preview: preview, modifier: modifier.typeName, underlying: error)
    }
  }
}
