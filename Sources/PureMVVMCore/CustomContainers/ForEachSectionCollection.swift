/// The sections of a view as the data of a `ForEach`, like SwiftUI's
/// `ForEachSectionCollection`: made each time the `ForEach` resolves.
public nonisolated struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
  /// The sections; empty until the `ForEach` resolves the view.
  let sections: [SectionConfiguration]

  /// The position of the first section: 0.
  public var startIndex: Int { sections.startIndex }

  /// The position after the last section: the count.
  public var endIndex: Int { sections.endIndex }

  /// The section at `position`.
  ///
  /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension ForEach {
  /// Repeats `content` for each section of `view`, like SwiftUI's
  /// `ForEach(sections:content:)`.
  ///
  /// ```swift
  /// ForEach(sections: content) { section in
  ///   section.header.font(.headline)
  ///   section.content
  /// }
  /// ```
  ///
  /// A section's views appear when `content` places them.
  ///
  /// - Parameters:
  ///   - view: The view whose sections are repeated over.
  ///   - content: Builds the design for one section.
  @MainActor public init<V: View>(
    sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
  ) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
    self.init(ForEachSectionCollection(sections: []), identify: \.id, content: content)
    loadData = { context in
      ForEachSectionCollection(sections: SubviewResolution.sections(of: view, in: context))
    }
  }
}
