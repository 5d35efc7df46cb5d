import Foundation

/// Shows the first of its children that fits, like SwiftUI's `ViewThatFits`.
///
/// The renderers draw the first child whose ideal width fits the width offered (the text
/// renderer's columns at 8 points, the HTML device frame's content), or the last child
/// when none does; with no horizontal axis, the first. The inspector sees every child, as
/// all are resolved before a renderer chooses.
public nonisolated struct ViewThatFits<Content: View>: View {
  private let axes: Axis.Set
  private let content: Content

  /// Creates the view.
  ///
  /// - Parameters:
  ///   - axes: The axes a child must fit along.
  ///   - content: The children, the preferred first.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// Resolves to a layout that keeps the first child that fits.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    FirstFittingLayout(measuresWidth: axes.contains(.horizontal)) { content }
      ._resolve(in: context, into: &elements)
  }
}

/// Keeps the first subview whose ideal width fits the proposal (the last when none does)
/// and leaves the others out.
private struct FirstFittingLayout: Layout {
  let measuresWidth: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let chosen = chosen(of: subviews, for: proposal) else { return .zero }
    return subviews[chosen].sizeThatFits(proposal)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let chosen = chosen(of: subviews, for: proposal)
    for index in subviews.indices {
      if index == chosen {
        subviews[index].place(at: bounds.origin, proposal: proposal)
      } else {
        subviews[index].pass.hide(index)
      }
    }
  }

  private func chosen(of subviews: Subviews, for proposal: ProposedViewSize) -> Int? {
    guard measuresWidth, let width = proposal.width else { return subviews.indices.first }
    return subviews.indices.first { subviews[$0].sizeThatFits(.unspecified).width <= width }
      ?? subviews.indices.last
  }
}
