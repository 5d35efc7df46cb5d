import PureMVVMCore
import Testing

/// A `ForEach` is dynamic view content: generic code reads the collection it is made from.
@MainActor
@Suite struct DynamicViewContentTests {
  /// How many rows `content` is made of.
  private func rowCount(of content: some DynamicViewContent) -> Int {
    content.data.count
  }

  @Test func aForEachHandsGenericCodeItsCollection() {
    let names = ["Anaga", "Teide", "Teno"]
    #expect(rowCount(of: ForEach(names, id: \.self) { Text($0) }) == 3)
    #expect(rowCount(of: ForEach(0..<0, id: \.self) { Text("\($0)") }) == 0)
  }
}
