import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

/// The five cards of issue 28, written as for SwiftUI, driven through the inspector.
@MainActor
@Suite struct MotionAndGraphicsTests {
  @Test func tappingSaveSpringsPlaysFeedbackAndRunsTheCompletion() throws {
    let inspector = DesignInspector(FavouriteCounter())
    try inspector.find(button: "Save").tap()
    #expect(
      inspector.lastTransaction?.animation == .spring(response: 0.3, dampingFraction: 0.6))
    #expect(inspector.sensoryFeedback == [.success])
    _ = try inspector.find(text: "Finished 1")
    #expect(
      try inspector.find(button: "Saved").element.attributes.effects.contains(
        .scale(x: 1.2, y: 1.2, anchor: .center)))
  }

  @Test func steppingLikesAnimatesThroughTheBindingAndTheValueAnimation() throws {
    let inspector = DesignInspector(FavouriteCounter())
    try inspector.find(stepper: "Likes").increment()
    _ = try inspector.find(text: "4 likes")
    #expect(inspector.lastTransaction?.animation == .snappy)
  }

  @Test func removingARowLogsItsRemovalTransition() throws {
    let inspector = DesignInspector(ShoppingList())
    try inspector.find(button: "Remove first").tap()
    try inspector.find(button: "Hide tip").tap()
    #expect(
      inspector.transitions.map(\.description) == [
        "removal of \"Milk\" with slide.combined(with: opacity)",
        "removal of \"Swipe to remove\" with opacity",
      ])
    #expect(inspector.lastTransaction?.animation == .default)
  }

  @Test func draggingMovesTheCardAndPressingPinsIt() throws {
    let inspector = DesignInspector(DraggableCard())
    try inspector.find(text: "Card").drag(by: CGSize(width: 30, height: -12))
    _ = try inspector.find(text: "Moved 30, -12")
    try inspector.find(text: "Card").longPress()
    try inspector.find(text: "Pinned card").magnify(by: 1.5)
    var effects: [ElementEffect] = []
    Element.visit(inspector.elements) { effects += $0.attributes.effects }
    #expect(effects.contains(.scale(x: 1.5, y: 1.5, anchor: .center)))
    #expect(effects.contains(.offset(x: 30, y: -12)))
  }

  @Test func theProgressRingAndTriangleDrawAsSVG() {
    let html = HTMLRenderer().render(ShapesAndPaths(progress: 0.7))
    #expect(html.contains(#"stroke-dasharray="0.7 1""#))
    #expect(html.contains(#"<path d="M 24 0 L 48 48 L 0 48 Z""#))
    #expect(html.components(separatedBy: "<svg").count == 4)
  }

  /// Outlines a triangle where no actor is, as a shape's own code may.
  nonisolated static func outline(in rect: CGRect) async -> [CGPoint] {
    Triangle().corners(in: rect)
  }

  @Test func aShapesHelpersRunOffTheMainActor() async {
    let corners = await Self.outline(in: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(corners == [CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 0, y: 20)])
  }
}
