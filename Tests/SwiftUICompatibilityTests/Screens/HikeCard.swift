// A card with a ZStack background: a gradient rounded rectangle under text, with an
// overlay badge, a shadow and a tap gesture.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct HikeCard: View {
  let name: String
  let kilometres: Double
  let isFavourite: Bool
  var onOpen: () -> Void = {}

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      RoundedRectangle(cornerRadius: 16, style: .continuous)
        .fill(
          LinearGradient(
            colors: [.green, .teal], startPoint: .topLeading, endPoint: .bottomTrailing))
      VStack(alignment: .leading, spacing: 4) {
        Text(name)
          .font(.title.bold())
          .foregroundColor(.white)
          .lineLimit(1)
          .truncationMode(.tail)
        Text("\(kilometres, specifier: "%.1f") km")
          .font(.headline)
          .foregroundStyle(.white.opacity(0.8))
      }
      .padding()
    }
    .frame(height: 140)
    .overlay(alignment: .topTrailing) {
      if isFavourite {
        Image(systemName: "heart.fill")
          .foregroundColor(.red)
          .padding(8)
          .background(Circle().fill(.white))
          .padding(12)
      }
    }
    .shadow(color: .black.opacity(0.2), radius: 6, x: 0, y: 3)
    .contentShape(Rectangle())
    .onTapGesture(perform: onOpen)
    .padding()
  }
}

struct HikeCard_Previews: PreviewProvider {
  static var previews: some View {
    HikeCard(name: "Cresta del Águila", kilometres: 12.5, isFavourite: true)
      .previewDisplayName("Favourite")
    HikeCard(
      name: "Sendero de los Sabinares del Arlanza y las Lagunas de Neila", kilometres: 9.99,
      isFavourite: false
    )
    .previewDisplayName("Long name")
  }
}
