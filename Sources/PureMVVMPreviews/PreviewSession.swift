import PureMVVMCore

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
  /// One host per preview name; a pending one is shared, so concurrent first calls get the
  /// same host.
  private var hosts: [String: Task<DesignInspector, any Error>] = [:]

  /// Creates a session with an empty cache.
  public init() {}

  /// The live host of a preview, with every modifier applied; the same one on every call.
  ///
  /// - Parameter preview: The preview.
  /// - Returns: An inspector over the fully modified preview.
  /// - Throws: ``PreviewError`` if a shared context or the preview's body fails.
  public func inspector(for preview: Preview) async throws(PreviewError) -> DesignInspector {
    let task: Task<DesignInspector, any Error>
    if let pending = hosts[preview.name] {
      task = pending
    } else {
      task = Task { @MainActor in DesignInspector(try await self.design(for: preview)) }
      hosts[preview.name] = task
    }
    do {
      return try await task.value
    } catch {
      if hosts[preview.name] == task { hosts[preview.name] = nil }
      // `design(for:)` throws only `PreviewError`.
      guard let error = error as? PreviewError else { preconditionFailure("\(error)") }
      throw error
    }
  }

  /// Draws a preview as text.
  ///
  /// - Parameters:
  ///   - preview: The preview.
  ///   - width: The line width, frame included.
  /// - Returns: The rendering.
  /// - Throws: ``PreviewError`` if a shared context or the preview's body fails.
  public func render(_ preview: Preview, width: Int = 40) async throws(PreviewError) -> String {
    try await inspector(for: preview).render(width: width)
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
  public func reset() {
    contexts = [:]
    hosts = [:]
  }

  private func design(for preview: Preview) async throws(PreviewError) -> AnyView {
    var boxes: [ObjectIdentifier: ContextBox] = [:]
    for trait in preview.traits {
      boxes[trait.modifier.id] = try await context(for: trait.modifier, preview: preview.name)
    }
    var design: AnyView
    do {
      design = try preview.makeBody(PreviewContext(previewName: preview.name, contexts: boxes))
    } catch let error as PreviewError {
      throw error
    } catch {
      throw .bodyFailed(preview: preview.name, underlying: error)
    }
    for trait in preview.traits {
      guard let box = boxes[trait.modifier.id] else {
        preconditionFailure("no context was built for \(trait.modifier.typeName)")
      }
      design = trait.modifier.apply(design, box)
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
