import PureMVVMCore

/// Splits a provider's `previews` into previews: walks builder blocks, groups, `ForEach`es
/// and branches, and takes every other view it meets as one preview.
@MainActor
enum PreviewCollector {
  private struct Found {
    let name: String?
    let preview: (String) -> Preview
  }

  static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> [Preview] {
    var found: [Found] = []
    collect(Provider.previews, into: &found)
    let base = baseName(of: Provider.self)
    let unnamed = found.filter { $0.name == nil }.count
    var number = 0
    return found.map { found in
      if let name = found.name { return found.preview(name) }
      number += 1
      return found.preview(unnamed > 1 ? "\(base) \(number)" : base)
    }
  }

  private static func collect(_ view: any View, into found: inout [Found]) {
    if let preview = view as? Preview {
      found.append(Found(name: preview.name) { _ in preview })
    } else if let children = view as? any ViewChildren {
      children.forEachChild { collect($0, into: &found) }
    } else {
      let content = AnyView(view)
      found.append(Found(name: displayName(of: view)) { name in Preview(name) { content } })
    }
  }

  /// The name given by the outermost `.previewDisplayName(_:)` in a chain of modifiers.
  private static func displayName(of view: any View) -> String? {
    guard let modified = view as? any ModifiedView else { return nil }
    if let named = modified.anyModifier as? PreviewDisplayName, let name = named.name {
      return name
    }
    return displayName(of: modified.anyContent)
  }

  /// The provider's name without a `_Previews` or `Previews` suffix.
  private static func baseName(of provider: Any.Type) -> String {
    let name = String(describing: provider)
    for suffix in ["_Previews", "Previews"] where name.hasSuffix(suffix) && name != suffix {
      return String(name.dropLast(suffix.count))
    }
    return name
  }
}
