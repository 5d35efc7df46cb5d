import Foundation

// A screen that keeps its lengths as design tokens in a `CGFloat` extension, as apps do,
// and mixes them with integer and `Double` literals, `.infinity` and computed lengths.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

extension CGFloat {
  static let layoutPadding: CGFloat = 20
  static let cardCorner: CGFloat = 12
  static let rowSpacing: CGFloat = 8
}

struct SpacingTokens: View {
  let title: String
  let rows: [String]
  var avatarSide: CGFloat = 48
  var insets = EdgeInsets(top: 8, leading: .layoutPadding, bottom: 8, trailing: 16.5)

  var body: some View {
    VStack(alignment: .leading, spacing: .rowSpacing) {
      HStack(spacing: .rowSpacing * 2) {
        Circle()
          .frame(width: avatarSide, height: avatarSide)
        Text(title)
          .font(.system(size: avatarSide / 2))
          .lineSpacing(2.5)
        Spacer(minLength: .zero)
      }
      ForEach(rows, id: \.self) { row in
        Text(row)
          .padding(.horizontal, .layoutPadding)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(RoundedRectangle(cornerRadius: .cardCorner).stroke(lineWidth: 1))
      }
    }
    .padding(insets)
    .padding(.layoutPadding)
    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, alignment: .topLeading)
  }
}

struct SpacingTokens_Previews: PreviewProvider {
  static var previews: some View {
    SpacingTokens(title: "Rutas", rows: ["Cresta", "Valle"])
  }
}
