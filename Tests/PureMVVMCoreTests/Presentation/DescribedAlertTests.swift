import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The iOS 13 spellings that still compile against SwiftUI: `Alert`, `ActionSheet`,
/// `presentationMode` and `navigationBarTitle` work as their current forms do.
@MainActor
@Suite struct DescribedAlertTests {
  @MainActor
  final class Log {
    var lines: [String] = []
  }

  private struct Route: Identifiable {
    let id: String
  }

  /// Asks before deleting, with the iOS 13 `Alert`.
  private struct DeleteScreen: View {
    let log: Log
    @State private var isAsking = false
    @State private var shown: Route?

    var body: some View {
      VStack {
        Button("Remove route") { isAsking = true }
        Button("Show Cares") { shown = Route(id: "Cares") }
      }
      .alert(isPresented: $isAsking) {
        log.lines.append("built")
        return Alert(
          title: Text("Delete the route?"), message: Text("It cannot be undone."),
          primaryButton: .destructive(Text("Delete")) { log.lines.append("deleted") },
          secondaryButton: .cancel())
      }
      .alert(item: $shown) { route in
        Alert(title: Text(route.id))
      }
    }
  }

  @Test func anAlertIsBuiltOnlyWhenShownAndItsButtonsWork() throws {
    let log = Log()
    let inspector = DesignInspector(DeleteScreen(log: log))
    #expect(inspector.presented == nil)
    #expect(log.lines.isEmpty)
    try inspector.find(button: "Remove route").tap()
    #expect(inspector.presented?.element.kind == .presentation(.alert(title: "Delete the route?")))
    #expect(inspector.render(width: 40).contains("It cannot be undone."))
    #expect(inspector.render(width: 40).contains("[ Delete ]  [ Cancel ]"))
    try inspector.find(button: "Delete").tap()
    #expect(log.lines.last == "deleted")
    #expect(inspector.presented == nil)
  }

  @Test func anAlertAboutAnItemHasAnOKButtonThatClearsIt() throws {
    let inspector = DesignInspector(DeleteScreen(log: Log()))
    try inspector.find(button: "Show Cares").tap()
    #expect(inspector.presented?.element.kind == .presentation(.alert(title: "Cares")))
    try inspector.find(button: "OK").tap()
    #expect(inspector.presented == nil)
  }

  @Test func anActionSheetIsADialogWithItsTitle() throws {
    let log = Log()
    let inspector = DesignInspector(
      Stateful(value: true) { isShown in
        Text("Route")
          .actionSheet(isPresented: isShown) {
            ActionSheet(
              title: Text("Share"), message: Text("How?"),
              buttons: [.default(Text("Copy link")) { log.lines.append("copied") }, .cancel()])
          }
      })
    let drawn = inspector.render(width: 40)
    #expect(drawn.contains("Share"))
    #expect(drawn.contains("How?"))
    try inspector.find(button: "Copy link").tap()
    #expect(log.lines == ["copied"])
    #expect(inspector.presented == nil)
  }

  /// A pushed detail that dismisses itself with `presentationMode`.
  private struct Detail: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
      Button(presentationMode.wrappedValue.isPresented ? "Close" : "Alone") {
        presentationMode.wrappedValue.dismiss()
      }
    }
  }

  @Test func presentationModeSaysWhetherTheViewIsPresentedAndDismissesIt() throws {
    let alone = DesignInspector(Detail())
    try alone.find(button: "Alone").tap()
    let inspector = DesignInspector(
      Stateful(value: true) { isShown in
        Text("Routes").sheet(isPresented: isShown) { Detail() }
      })
    try inspector.find(button: "Close").tap()
    #expect(inspector.presented == nil)
    #expect(inspector.texts == ["Routes"])
  }

  @Test func navigationBarTitleTitlesTheScreenInEveryForm() {
    func title(_ design: some View) -> String? {
      DesignInspector(NavigationStack { design }).navigationPath.first
    }
    #expect(title(Text("a").navigationBarTitle("Rutas")) == "Rutas")
    #expect(title(Text("a").navigationBarTitle(Text("Rutas"))) == "Rutas")
    #expect(title(Text("a").navigationBarTitle(String("Rutas"))) == "Rutas")
    #expect(title(Text("a").navigationBarTitle("Rutas", displayMode: .inline)) == "Rutas")
    #expect(title(Text("a").navigationBarTitle(Text("Rutas"), displayMode: .large)) == "Rutas")
  }
}
