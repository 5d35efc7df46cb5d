// A list of rows with an image, a title, a subtitle and a badge; rows delete by swipe.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct Contact: Identifiable, Hashable {
  let id: Int
  var name: String
  var role: String
  var unread: Int
  var isFavourite = false
}

struct ContactRow: View {
  let contact: Contact

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: contact.isFavourite ? "star.fill" : "person.crop.circle")
        .imageScale(.large)
        .foregroundStyle(.tint)
        .frame(width: 32)
      VStack(alignment: .leading, spacing: 2) {
        Text(contact.name)
          .font(.headline)
        Text(contact.role)
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .lineLimit(1)
      }
      Spacer()
    }
    .padding(.vertical, 4)
  }
}

struct ContactList: View {
  @State var contacts: [Contact]

  var body: some View {
    List {
      ForEach(contacts) { contact in
        ContactRow(contact: contact)
          .badge(contact.unread)
      }
      .onDelete { offsets in
        contacts.remove(atOffsets: offsets)
      }
    }
    .listStyle(.insetGrouped)
    .navigationTitle("Contacts")
  }
}

struct ContactList_Previews: PreviewProvider {
  static let sample = [
    Contact(id: 1, name: "Ana Ruiz", role: "Designer", unread: 3, isFavourite: true),
    Contact(id: 2, name: "Luis Ortega", role: "Engineer, platform and tooling team", unread: 0),
    Contact(id: 3, name: "Marta Gil", role: "Product", unread: 12),
  ]

  static var previews: some View {
    ContactList(contacts: sample)
      .previewDisplayName("Three contacts")
  }
}
