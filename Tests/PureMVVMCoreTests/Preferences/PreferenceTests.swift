import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Preferences flow up from views to their ancestors, combined in the order of the code;
/// onPreferenceChange runs as onChange does; anchors resolve in a proxy's coordinates.
@MainActor
@Suite struct PreferenceTests {
  private enum Total: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  private enum Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
      value += nextValue()
    }
  }

  private enum Bounds: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
      value = value ?? nextValue()
    }
  }

  @Test func valuesAreCombinedAndChangesAreReported() throws {
    var seen: [Int] = []
    let inspector = DesignInspector(
      Stateful(value: 3) { extra in
        VStack {
          Text("a").preference(key: Total.self, value: 2)
          Button("b") { extra.wrappedValue = 6 }.preference(
            key: Total.self, value: extra.wrappedValue)
          Text("none")
        }
        .onPreferenceChange(Total.self) { seen.append($0) }
      })
    _ = inspector.elements
    #expect(seen == [5])
    try inspector.find(button: "b").tap()
    _ = inspector.elements
    #expect(seen == [5, 8])
    _ = inspector.elements
    #expect(seen == [5, 8])
  }

  @Test func valuesCombineInTheOrderOfTheCode() {
    var seen: [[String]] = []
    _ =
      DesignInspector(
        HStack {
          Text("a").preference(key: Names.self, value: ["a"])
          VStack {
            Text("b").preference(key: Names.self, value: ["b"])
            Text("c").preference(key: Names.self, value: ["c"])
          }
        }
        .onPreferenceChange(Names.self) { seen.append($0) }
      ).elements
    #expect(seen == [["a", "b", "c"]])
  }

  @Test func aViewsOwnValueStandsForTheValuesInsideIt() {
    var seen: [Int] = []
    _ =
      DesignInspector(
        VStack { Text("a").preference(key: Total.self, value: 1) }
          .preference(key: Total.self, value: 10)
          .onPreferenceChange(Total.self) { seen.append($0) }
      ).elements
    #expect(seen == [10])
  }

  @Test func aTransformChangesTheCombinedValueAndNoValueIsTheDefault() {
    var seen: [Int] = []
    _ =
      DesignInspector(
        VStack {
          Text("a").preference(key: Total.self, value: 2)
          Text("b").preference(key: Total.self, value: 3)
        }
        .transformPreference(Total.self) { $0 *= 10 }
        .onPreferenceChange(Total.self) { seen.append($0) }
      ).elements
    _ = DesignInspector(Text("a").onPreferenceChange(Total.self) { seen.append($0) }).elements
    #expect(seen == [50, 0])
  }

  @Test func overlaysAndBackgroundsAreMadeFromTheValue() {
    let inspector = DesignInspector(
      VStack {
        Text("a").preference(key: Total.self, value: 2)
        Text("b").preference(key: Total.self, value: 3)
      }
      .overlayPreferenceValue(Total.self) { Text("Total \($0)") }
      .backgroundPreferenceValue(Total.self, alignment: .top) { Text("Behind \($0)") })
    #expect(inspector.texts == ["Behind 5", "a", "b", "Total 5"])
  }

  @Test func anAnchorIsReadInTheProxysCoordinates() {
    let inspector = DesignInspector(
      VStack {
        Text("Cresta")
          .anchorPreference(key: Bounds.self, value: .bounds) { $0 }
          .padding(.leading, 40)
      }
      .padding(10)
      .overlayPreferenceValue(Bounds.self) { anchor in
        GeometryReader { proxy in
          Text(anchor.map { "x \(Int(proxy[$0].minX)) w \(Int(proxy[$0].width))" } ?? "none")
        }
      })
    // 10 points of padding around the stack and 40 before the text, 390 points wide.
    #expect(inspector.texts.last == "x 50 w 330")
  }

  @Test func aPreferenceThatChangesOnEveryPassStopsWithADiagnostic() {
    var runs = 0
    let inspector = DesignInspector(
      Stateful(value: 0) { count in
        Text("\(count.wrappedValue)")
          .preference(key: Total.self, value: count.wrappedValue)
          .onPreferenceChange(Total.self) { value in
            runs += 1
            count.wrappedValue = value + 1
          }
      })
    _ = inspector.elements
    #expect(runs == 32)
    #expect(inspector.diagnostics.count == 1)
    #expect(inspector.diagnostics.first?.contains("onPreferenceChange") == true)
  }
}
