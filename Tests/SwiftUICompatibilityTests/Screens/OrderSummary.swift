// An order summary: formatted currency, percentages and dates, concatenated styled text,
// a grid of totals.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct OrderLine: Identifiable {
  let id: String
  let name: String
  let quantity: Int
  let price: Decimal
}

struct OrderSummary: View {
  let lines: [OrderLine]
  let discount: Double
  let placedAt: Date
  let previousTotal: Decimal?

  private var subtotal: Decimal {
    lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
  }

  private var total: Decimal {
    subtotal * Decimal(1 - discount)
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Order ") + Text("#A-1042").bold() + Text(" placed")
      Text(placedAt, style: .date)
        .font(.subheadline)
        .foregroundStyle(.secondary)
      Divider()
      Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
        ForEach(lines) { line in
          GridRow {
            Text("\(line.quantity)×")
              .monospacedDigit()
            Text(line.name)
            Text(line.price * Decimal(line.quantity), format: .currency(code: "EUR"))
          }
        }
      }
      Divider()
      HStack {
        Text("Discount")
        Spacer()
        Text(discount, format: .percent)
      }
      HStack(alignment: .firstTextBaseline) {
        Text("Total")
          .font(.headline)
        Spacer()
        if let previousTotal {
          Text(previousTotal, format: .currency(code: "EUR"))
            .strikethrough()
            .foregroundStyle(.secondary)
        }
        Text(total, format: .currency(code: "EUR"))
          .font(.headline)
          .monospacedDigit()
      }
      Text(
        "Delivered by \(placedAt.addingTimeInterval(3 * 86_400), format: .dateTime.weekday(.wide).day().month())"
      )
      .font(.footnote)
      .italic()
    }
    .padding()
  }
}

struct OrderSummary_Previews: PreviewProvider {
  static var previews: some View {
    OrderSummary(
      lines: [
        OrderLine(id: "boots", name: "Hiking boots", quantity: 1, price: 89.9),
        OrderLine(id: "socks", name: "Wool socks", quantity: 3, price: 7.5),
      ],
      discount: 0.1,
      placedAt: Date(timeIntervalSince1970: 1_796_040_000),
      previousTotal: 112.4
    )
    .previewDisplayName("Two lines")
  }
}
