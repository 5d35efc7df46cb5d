import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

extension ImageResource {
  /// An asset symbol, as Xcode generates one for an image named "trail-map".
  fileprivate static let trailMap = ImageResource(name: "trail-map", bundle: .main)
}

extension ColorResource {
  /// An asset symbol, as Xcode generates one for a colour named "brand".
  fileprivate static let brand = ColorResource(name: "brand", bundle: .main)
}

/// Images and colours named by generated asset symbols (`Image(.trailMap)`).
@MainActor
@Suite struct ImageResourceTests {
  @Test func anImageResourceIsTheAssetOfItsName() {
    #expect(Image(.trailMap) == Image("trail-map", bundle: .main))
    #expect(TextRenderer().render(Image(.trailMap)) == TextRenderer().render(Image("trail-map")))
  }

  @Test func aLabelTakesAnImageResourceOrANameWithAStringTitle() {
    let title = "Mapa"
    let labels = DesignInspector(
      VStack {
        Label("Ruta", image: .trailMap)
        Label(title, image: .trailMap)
        Label(title, image: "trail-map")
      }
    )
    #expect(labels.texts == ["Ruta", "Mapa", "Mapa"])
    let asset = Element.Kind.image(name: "trail-map", isSystem: false)
    #expect(
      labels.elements.first?.children.map { $0.children.first?.kind } == [asset, asset, asset])
  }

  @Test func aColorResourceIsTheAssetColourOfItsNameAndSystemColoursStillResolve() {
    #expect(Color(.brand) == Color("brand", bundle: .main))
    #expect(Color(.systemGray5) == Color(UIColor.systemGray5))
  }
}
