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

  /// The sections `subviews` (a view's) form: each `Section` one, and each run of views
  /// between sections another.
  static func sections(of subviews: [Subview]) -> [SectionConfiguration] {
    var sections: [SectionConfiguration] = []
    var loose: [Subview] = []
    func closeLooseSection() {
      guard let first = loose.first else { return }
      sections.append(
        SectionConfiguration(
          id: ID(identity: first.element.identity), containerValues: ContainerValues(),
          header: SubviewsCollection([]), content: SubviewsCollection(loose),
          footer: SubviewsCollection([])))
      loose = []
    }
    for subview in subviews {
      guard subview.element.kind == .section else {
        loose.append(subview)
        continue
      }
      closeLooseSection()
      sections.append(SectionConfiguration(section: subview))
    }
    closeLooseSection()
    return sections
  }
}

extension SectionConfiguration {
  /// The configuration of a resolved `Section`: each of its views appears with the
  /// section's lifecycle.
  fileprivate init(section: Subview) {
    func part(_ part: ElementPart?) -> SubviewsCollection {
      SubviewsCollection(
        section.element.childElements.filter { $0.attributes.part == part }.map {
          Subview($0, lifecycle: section.lifecycle)
        })
    }
    self.init(
      id: ID(identity: section.element.identity), containerValues: section.containerValues,
      header: part(.header), content: part(nil), footer: part(.footer))
  }
}
