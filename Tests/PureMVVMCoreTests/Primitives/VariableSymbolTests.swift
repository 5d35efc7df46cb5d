import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `Image(systemName:variableValue:)` draws its symbol whole, whatever the value.
@MainActor
@Suite struct VariableSymbolTests {
  @Test func aVariableSymbolDrawsAsItsSymbol() {
    let plain = DesignInspector(Image(systemName: "star.fill")).render(width: 20)
    for value in [0, 0.5, 1, .nan, nil] as [Double?] {
      #expect(
        DesignInspector(Image(systemName: "star.fill", variableValue: value)).render(width: 20)
          == plain)
    }
    #expect(plain.contains("★"))
  }
}
