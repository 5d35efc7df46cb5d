import PureMVVMCore
import PureMVVMInspection
import Testing

/// The style families SwiftUI keeps closed record the built-in look they are given.
@MainActor
@Suite struct ClosedStyleFamilyTests {
  private var tabs: some View {
    TabView {
      Text("Mapa").tabItem { Text("Mapa") }
      Text("Rutas").tabItem { Text("Rutas") }
    }
  }

  @Test func aTabViewRecordsItsLook() {
    #expect(DesignInspector(tabs).elements.first?.attributes.tabViewStyle == nil)
    let paged = DesignInspector(tabs.tabViewStyle(.page(indexDisplayMode: .never)))
    #expect(paged.elements.first?.attributes.tabViewStyle == .page)
    let adaptable = DesignInspector(tabs.tabViewStyle(.sidebarAdaptable))
    #expect(adaptable.elements.first?.attributes.tabViewStyle == .sidebarAdaptable)
  }

  @Test func thePageStyleKeepsItsIndexDisplayMode() {
    #expect(PageTabViewStyle(indexDisplayMode: .never).indexDisplayMode == .never)
    #expect(PageTabViewStyle().indexDisplayMode == .automatic)
    #expect(PageIndexViewStyle(backgroundDisplayMode: .always).backgroundDisplayMode == .always)
  }

  @Test func anIndexViewStyleDrawsThePageIndexOnABackdrop() {
    let plain = DesignInspector(tabs.tabViewStyle(.page)).render()
    let indexed = DesignInspector(
      tabs.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
    ).render()
    #expect(plain != indexed)
    #expect(indexed.contains("( ● ○"))
  }

  @Test func aListPickerAndTextFieldRecordTheirLooks() throws {
    let inspector = DesignInspector(
      Form {
        Picker("Unidades", selection: .constant(1)) { Text("km").tag(1) }
          .pickerStyle(.segmented)
        TextField("Nombre", text: .constant(""))
          .textFieldStyle(.roundedBorder)
        List { Text("Fila") }
          .listStyle(.insetGrouped)
      })
    #expect(try inspector.find(picker: "Unidades").element.attributes.pickerStyle == .segmented)
    #expect(
      try inspector.find(textField: "Nombre").element.attributes.textFieldStyle == .roundedBorder)
    var listLook: ListLook?
    Element.visit(inspector.elements) { element in
      if case .list = element.kind { listLook = element.attributes.listStyle }
    }
    #expect(listLook == .insetGrouped)
  }
}
