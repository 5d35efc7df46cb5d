/// The sections of a view, in order, like SwiftUI's `SectionCollection`.
///
/// ```swift
/// Group(sections: content) { sections in
///   ForEach(sections) { section in
///     section.header
///     section.content
///   }
/// }
/// ```
public struct SectionCollection: RandomAccessCollection {
  /// The sections.
  let sections: [SectionConfiguration]

  /// Wraps sections, in order.
  init(_ sections: [SectionConfiguration]) {
    self.sections = sections
  }

  /// The position of the first section: 0.
  public var startIndex: Int { sections.startIndex }

  /// The position after the last section: the count.
  public var endIndex: Int { sections.endIndex }

  /// The section at `position`.
  ///
  /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}
