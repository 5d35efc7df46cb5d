import Foundation

// Custom layouts as apps write them: a flow layout of tags that wraps to new rows, and a
// radial layout of compass points; both placed by the Layout protocol.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(subviews, in: proposal.width ?? .infinity)
    let width = rows.map(\.width).max() ?? 0
    let height = rows.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(rows.count - 1, 0))
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for row in arrange(subviews, in: bounds.width) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  private struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  private func arrange(_ subviews: Subviews, in maxWidth: CGFloat) -> [Row] {
    var rows: [Row] = [Row()]
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let extra = rows[rows.count - 1].indices.isEmpty ? size.width : spacing + size.width
      if !rows[rows.count - 1].indices.isEmpty && rows[rows.count - 1].width + extra > maxWidth {
        rows.append(Row())
      }
      let last = rows.count - 1
      rows[last].width += rows[last].indices.isEmpty ? size.width : spacing + size.width
      rows[last].height = max(rows[last].height, size.height)
      rows[last].indices.append(index)
    }
    return rows
  }
}

struct RadialLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 160, height: 96))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let radius = min(bounds.width, bounds.height) / 2 - 16
    let step = 2 * Double.pi / Double(max(subviews.count, 1))
    for (index, subview) in subviews.enumerated() {
      let angle = step * Double(index) - Double.pi / 2
      let point = CGPoint(
        x: bounds.midX + CGFloat(cos(angle)) * radius * 2,
        y: bounds.midY + CGFloat(sin(angle)) * radius)
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

struct TagCloud: View {
  let tags: [String]
  @State private var isCompact = false

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      FlowLayout {
        ForEach(tags, id: \.self) { tag in
          Text(tag)
        }
      }
      RadialLayout {
        Text("N")
        Text("E")
        Text("S")
        Text("O")
      }
      .frame(height: 96)
      let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
      layout {
        Text("Mapa")
        Button(isCompact ? "Ampliar" : "Compactar") { isCompact.toggle() }
      }
    }
  }
}

struct TagCloud_Previews: PreviewProvider {
  static var previews: some View {
    TagCloud(tags: ["Montaña", "Río", "Bosque", "Nieve", "Lagos", "Cumbres"])
  }
}
