/// The view `Group(sections:transform:)` makes, like SwiftUI's `GroupSectionsOfContent`:
/// it resolves a view's sections and shows what `transform` builds of them.
public nonisolated struct GroupSectionsOfContent<Sections: View, Content: View>: View {
  /// The view whose sections are handed over.
  let sections: Sections
  /// Builds the container's content from the sections.
  let transform: (SectionCollection) -> Content

  /// Resolves the sections here, in this environment, then the content built of them.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let collection = SectionCollection(
      SubviewResolution.sections(of: sections, in: context.child(0)))
    transform(collection)._resolve(in: context.transparentChild(1), into: &elements)
  }
}

extension Group {
  /// Creates a group from the sections of `view`, which `transform` arranges, like
  /// SwiftUI's `Group(sections:transform:)`.
  ///
  /// A section's views appear when `transform` places them.
  ///
  /// - Parameters:
  ///   - view: The view whose sections are arranged.
  ///   - transform: Builds the content from the sections.
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init { GroupSectionsOfContent(sections: view, transform: transform) }
  }
}
