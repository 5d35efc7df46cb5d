/// One section of a view, as a custom container receives it, like SwiftUI's
/// `SectionConfiguration`: its header, rows and footer as subviews.
///
/// Views outside any `Section` form sections of their own, without header or footer.
public struct SectionConfiguration: Identifiable {
  /// The identity of a section: its place in the design.
  public struct ID: Hashable, Sendable {
    let identity: UInt64
  }

  /// The section's identity, stable across resolutions while it keeps its place.
  public let id: ID
  /// The values the section set with `.containerValue(_:_:)` for its container.
  public let containerValues: ContainerValues
  /// The header's subviews; empty without a header.
  public let header: SubviewsCollection
  /// The rows.
  public let content: SubviewsCollection
  /// The footer's subviews; empty without a footer.
  public let footer: SubviewsCollection

  /// The sections `elements` (a view's subviews) form: each `Section` one, and each run of
  /// views between sections another.
  static func sections(of elements: [Element]) -> [SectionConfiguration] {
    var sections: [SectionConfiguration] = []
    var loose: [Element] = []
    func closeLooseSection() {
      guard let first = loose.first else { return }
      sections.append(
        SectionConfiguration(
          id: ID(identity: first.identity), containerValues: ContainerValues(),
          header: SubviewsCollection([]), content: SubviewsCollection(loose.map(Subview.init)),
          footer: SubviewsCollection([])))
      loose = []
    }
    for element in elements {
      guard element.kind == .section else {
        loose.append(element)
        continue
      }
      closeLooseSection()
      sections.append(SectionConfiguration(section: element))
    }
    closeLooseSection()
    return sections
  }

  /// The configuration of a resolved `Section`.
  private init(section: Element) {
    func part(_ part: ElementPart?) -> SubviewsCollection {
      SubviewsCollection(
        section.children.filter { $0.attributes.part == part }.map(Subview.init))
    }
    self.init(
      id: ID(identity: section.identity),
      containerValues: section.handlers?.containerValues ?? ContainerValues(),
      header: part(.header), content: part(nil), footer: part(.footer))
  }

  /// A configuration of its parts.
  private init(
    id: ID, containerValues: ContainerValues, header: SubviewsCollection,
    content: SubviewsCollection, footer: SubviewsCollection
  ) {
    self.id = id
    self.containerValues = containerValues
    self.header = header
    self.content = content
    self.footer = footer
  }
}
