import Foundation

/// Sets an alignment guide on each element its content produces.
struct AlignmentGuideModifier: ViewModifier {
  typealias Body = Never
  let guide: AlignmentGuide

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].withHandlers { $0.alignmentGuides.append(guide) }
    }
  }
}
