import Foundation
import PureMVVMCore
import Testing

/// The view and controller hierarchies of the UIKit stand-ins: tags, windows, children.
@MainActor
@Suite struct UIViewHierarchyTests {
  /// A controller that records the moves it is told of, as containers override them.
  final class RecordingController: UIViewController {
    var moves: [String] = []

    override func willMove(toParent parent: UIViewController?) {
      moves.append("will \(parent?.title ?? "none")")
    }

    override func didMove(toParent parent: UIViewController?) {
      moves.append("did \(parent?.title ?? "none")")
    }
  }

  /// A window of the app's own, as apps subclass UIKit's to catch shakes.
  final class ShakeWindow: UIWindow {}

  @Test func aViewIsFoundByItsTagAmongItsSubviewsDepthFirst() {
    let root = UIView()
    let card = UIView()
    let badge = UIView()
    let other = UIView()
    badge.tag = 7
    other.tag = 7
    card.addSubview(badge)
    root.addSubview(card)
    root.addSubview(other)
    #expect(root.viewWithTag(7) === badge)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(8) == nil)
    badge.accessibilityIdentifier = "badge"
    #expect(badge.accessibilityIdentifier == "badge")
  }

  @Test func aViewsWindowIsTheNearestWindowAboveIt() throws {
    UIApplication.shared.reset()
    let window = try #require(UIApplication.shared.keyWindow)
    let card = UIView()
    let badge = UIView()
    card.addSubview(badge)
    #expect(badge.window == nil)
    window.addSubview(card)
    #expect(badge.window === window)
    #expect(card.window === window)
  }

  @Test func aWindowMadeForASceneJoinsItAndBecomesKeyWhenAsked() throws {
    UIApplication.shared.reset()
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    let first = try #require(scene.keyWindow)
    let shake = ShakeWindow(windowScene: scene)
    #expect(scene.windows.count == 2)
    #expect(scene.keyWindow === first)
    shake.isHidden = true
    shake.makeKeyAndVisible()
    #expect(scene.keyWindow === shake && !shake.isHidden)
    #expect(UIApplication.shared.keyWindow === shake)
    let loose = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(loose.windowScene == nil)
    loose.makeKeyAndVisible()
    #expect(loose.windowScene === scene && scene.keyWindow === loose)
    loose.windowScene = nil
    #expect(!scene.windows.contains(loose))
    shake.windowScene = nil
    shake.windowScene = scene
    #expect(scene.windows.last === shake)
    UIApplication.shared.reset()
    #expect(scene.windows.count == 1)
  }

  @Test func addingAChildMovesItFromItsOldParentAndTellsIt() {
    let tabs = UIViewController()
    tabs.title = "Tabs"
    let pages = UIViewController()
    pages.title = "Pages"
    let child = RecordingController()
    tabs.addChild(child)
    pages.addChild(child)
    #expect(tabs.children.isEmpty)
    #expect(pages.children == [child])
    #expect(child.parent === pages)
    #expect(child.moves == ["will Tabs", "will Pages"])
    child.removeFromParent()
    #expect(pages.children.isEmpty && child.parent == nil)
    #expect(child.moves.last == "did none")
    child.removeFromParent()
    #expect(child.moves.count == 3)
  }
}
