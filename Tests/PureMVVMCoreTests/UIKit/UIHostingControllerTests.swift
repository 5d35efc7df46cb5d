import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A hosting controller made by a representable shows its root view in the
/// representable's place, as in SwiftUI.
@MainActor
@Suite struct UIHostingControllerTests {
  struct Page: View {
    let title: String
    @State private var isLiked = false

    var body: some View {
      VStack {
        Text(title)
        Toggle("Me gusta", isOn: $isLiked)
      }
    }
  }

  /// A page controller of the app's own, as real designs wrap one.
  struct PagedTrail: UIViewControllerRepresentable {
    let title: String

    func makeUIViewController(context: Context) -> UIHostingController<Page> {
      UIHostingController(rootView: Page(title: title))
    }

    func updateUIViewController(_ controller: UIHostingController<Page>, context: Context) {
      controller.rootView = Page(title: title)
    }
  }

  struct Trails: View {
    @State private var title = "Peñalara"

    var body: some View {
      VStack {
        PagedTrail(title: title)
        Button("Siguiente") { title = "La Pedriza" }
      }
    }
  }

  @Test func theRootViewIsDrawnAndInspectedInTheRepresentablesPlace() throws {
    let inspector = DesignInspector(Trails())
    #expect(inspector.texts == ["Peñalara"])
    #expect(try inspector.find(toggle: "Me gusta").isOn == false)
    let controllers = inspector.represented(UIHostingController<Page>.self)
    #expect(controllers.count == 1)
    #expect(controllers.first?.rootView.title == "Peñalara")
  }

  @Test func anUpdatedRootViewIsDrawnAndKeepsItsState() throws {
    let inspector = DesignInspector(Trails())
    let first = inspector.represented(UIHostingController<Page>.self).first
    try inspector.find(toggle: "Me gusta").tap()
    try inspector.find(button: "Siguiente").tap()
    #expect(inspector.texts.first == "La Pedriza")
    #expect(try inspector.find(toggle: "Me gusta").isOn == true)
    #expect(inspector.represented(UIHostingController<Page>.self).first === first)
  }

  @Test func aControllerMadeDirectlyKeepsItsRootViewAndMeasuresTheSpaceOffered() {
    let controller = UIHostingController(rootView: Text("Mapa"))
    controller.sizingOptions = .intrinsicContentSize
    #expect(controller.sizingOptions.contains(.intrinsicContentSize))
    #expect(
      controller.sizeThatFits(in: CGSize(width: 320, height: 90)) == CGSize(width: 320, height: 90))
    #expect(
      controller.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: 90))
        == CGSize(width: 0, height: 90))
    #expect(UIHostingController(coder: NSCoder(), rootView: Text("")) == nil)
  }
}
