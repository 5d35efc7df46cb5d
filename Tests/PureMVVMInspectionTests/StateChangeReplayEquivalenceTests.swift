import PureMVVMCore
import PureMVVMInspection
import Testing

/// A view with a toggle of its own and a text that says what it is: what every setting
/// below puts somewhere.
private struct Probe: View {
  @State private var isOn = false

  var body: some View {
    HStack {
      Toggle("Probe", isOn: $isOn)
      Text(isOn ? "probe on" : "probe off")
    }
  }
}

/// A probe whose body is two elements, side by side in whatever holds it.
private struct PairProbe: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Probe", isOn: $isOn)
    Text(isOn ? "pair on" : "pair off")
  }
}

/// A ``Probe`` that gives its state as a preference.
private struct PreferringProbe: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Probe", isOn: $isOn).preference(key: ProbeKey.self, value: isOn ? 1 : 0)
  }
}

/// The preference ``PreferringProbe`` gives.
private struct ProbeKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Shows the preference its content gives, as a view above the probe sees it.
private struct PreferenceReader: View {
  @State private var seen = 0

  var body: some View {
    VStack {
      Text("seen \(seen)")
      PreferringProbe()
    }
    .onPreferenceChange(ProbeKey.self) { seen = $0 }
  }
}

/// A probe whose toggle, on, shows a text deep inside that gives a preference.
private struct DeepPreferringProbe: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Probe", isOn: $isOn)
      if isOn { Text("deep").preference(key: ProbeKey.self, value: 5) }
    }
  }
}

/// Shows the preference a deep probe gives.
private struct DeepPreferenceReader: View {
  @State private var seen = 0

  var body: some View {
    VStack {
      Text("seen \(seen)")
      DeepPreferringProbe()
    }
    .onPreferenceChange(ProbeKey.self) { seen = $0 }
  }
}

/// A probe inside a probe: the outer one's toggle is found first.
private struct NestedProbe: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Outer", isOn: $isOn)
      Text(isOn ? "outer on" : "outer off")
      Probe()
    }
  }
}

/// Where a ``Probe`` sits: in plain containers, which let a change to its state be
/// resolved alone, and under views that take something from it or wrap it.
enum ProbeSetting: String, CaseIterable, Sendable {
  case alone, list, form, sectionHeader, navigationStack, navigationLinkLabel, tabView, padded
  case overlaid, combinedForAccessibility, transition, lazyStack, grid, preference, sheet
  case disclosure, geometry, identified, anyView, labelsHidden, toolbar, safeAreaInset
  case contextMenu, viewThatFits, nested, searchable, animated, fixedFrame, pairInList
  case pairInStack, pairInForm, pairInLabeledContent, deepPreference

  @MainActor var design: AnyView {
    switch self {
    case .alone: AnyView(Probe())
    case .list:
      AnyView(
        List {
          Probe(); Text("other")
        })
    case .form: AnyView(Form { Section("Ajustes") { Probe() } })
    case .sectionHeader:
      AnyView(
        List {
          Section {
            Text("row")
          } header: {
            Probe()
          }
        })
    case .navigationStack:
      AnyView(NavigationStack { List { Probe() }.navigationTitle("Título") })
    case .navigationLinkLabel:
      AnyView(
        NavigationStack {
          NavigationLink {
            Text("dest")
          } label: {
            Probe()
          }
        })
    case .tabView: AnyView(TabView { Probe().tabItem { Text("A") } })
    case .padded: AnyView(VStack { Probe() }.padding().background(Color.red))
    case .overlaid: AnyView(VStack { Probe() }.overlay { Text("encima") })
    case .combinedForAccessibility:
      AnyView(VStack { Probe() }.accessibilityElement(children: .combine))
    case .transition: AnyView(VStack { Probe().transition(.opacity) })
    case .lazyStack:
      AnyView(
        ScrollView {
          LazyVStack {
            Probe(); Text("below")
          }
        })
    case .grid:
      AnyView(
        Grid {
          GridRow {
            Probe(); Text("cell")
          }
        })
    case .preference: AnyView(PreferenceReader())
    case .sheet: AnyView(Text("base").sheet(isPresented: .constant(true)) { Probe() })
    case .disclosure:
      AnyView(DisclosureGroup("Más", isExpanded: .constant(true)) { Probe() })
    case .geometry: AnyView(GeometryReader { _ in Probe() })
    case .identified: AnyView(VStack { Probe().id("probe") })
    case .anyView: AnyView(Group { AnyView(Probe()) })
    case .labelsHidden: AnyView(VStack { Probe() }.labelsHidden())
    case .toolbar:
      AnyView(NavigationStack { Text("screen").toolbar { ToolbarItem { Probe() } } })
    case .safeAreaInset:
      AnyView(List { Text("row") }.safeAreaInset(edge: .bottom) { Probe() })
    case .contextMenu: AnyView(Probe().contextMenu { Button("Copiar") {} })
    case .viewThatFits: AnyView(ViewThatFits { Probe() })
    case .nested: AnyView(List { NestedProbe() })
    case .searchable:
      AnyView(NavigationStack { List { Probe() }.searchable(text: .constant("")) })
    case .animated: AnyView(List { Probe() }.animation(.default, value: 1))
    case .fixedFrame: AnyView(HStack { Probe() }.frame(width: 200).fixedSize())
    case .pairInList:
      AnyView(
        List {
          PairProbe(); Text("after")
        })
    case .deepPreference: AnyView(DeepPreferenceReader())
    case .pairInStack:
      AnyView(
        HStack {
          Text("before"); PairProbe()
        }.padding())
    case .pairInForm:
      AnyView(
        Form {
          Section {
            PairProbe()
          } footer: {
            Text("pie")
          }
        })
    case .pairInLabeledContent:
      AnyView(
        Form {
          LabeledContent {
            PairProbe()
          } label: {
            Text("Par")
          }
        })
    }
  }
}

/// Every element's kind, identity, flags and attributes, indented by depth: two trees
/// with the same description look and behave the same to a query or a renderer.
@MainActor
private func describe(_ elements: [Element], depth: Int = 0) -> String {
  elements.map { element in
    let indent = String(repeating: "  ", count: depth)
    let flags = "\(element.isDisabled) \(element.isFocused) \(element.action != nil)"
    let line = "\(indent)\(element.kind) #\(element.identity) \(flags) \(element.attributes)\n"
    return line + describe(element.children, depth: depth + 1)
  }.joined()
}

/// Makes `inspector` resolve its whole view on the next query, as a change to its
/// environment does.
@MainActor
func resolveWhole(_ inspector: DesignInspector) {
  let environment = inspector.environment
  inspector.environment = environment
}

@MainActor
@Suite struct StateChangeReplayEquivalenceTests {
  /// Taps the probe's toggle in an inspector that may resolve the change alone and in one
  /// made to resolve the whole view (by setting its environment), and compares the trees.
  @Test(arguments: ProbeSetting.allCases)
  func aReplayedChangeLeavesTheTreeAWholeResolutionWould(_ setting: ProbeSetting) throws {
    let replaying = DesignInspector(setting.design)
    let whole = DesignInspector(setting.design)
    for _ in 0..<2 {
      try replaying.find(toggle: "Probe").tap()
      try whole.find(toggle: "Probe").tap()
      resolveWhole(whole)
      #expect(describe(replaying.elements) == describe(whole.elements))
      #expect(replaying.render() == whole.render())
    }
  }

  @Test func aReplayedOuterViewLeavesTheTreeAWholeResolutionWould() throws {
    let replaying = DesignInspector(ProbeSetting.nested.design)
    let whole = DesignInspector(ProbeSetting.nested.design)
    for label in ["Outer", "Probe", "Outer", "Probe"] {
      try replaying.find(toggle: label).tap()
      try whole.find(toggle: label).tap()
      resolveWhole(whole)
      #expect(describe(replaying.elements) == describe(whole.elements))
    }
  }
}
