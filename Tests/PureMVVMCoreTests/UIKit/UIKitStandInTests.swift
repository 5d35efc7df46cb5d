import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// UIKit's images and pasteboard as designs use them without importing UIKit.
@MainActor
@Suite struct UIKitStandInTests {
  private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

  @Test func anImageFromBytesExistsOnlyForImageFiles() throws {
    let image = try #require(UIImage(data: png))
    #expect(image.pngData() == png && image.jpegData(compressionQuality: 0.8) == nil)
    #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]))?.jpegData(compressionQuality: 1) != nil)
    #expect(UIImage(data: Data("RIFF\0\0\0\0WEBPVP8 ".utf8)) != nil)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
    #expect(UIImage(contentsOfFile: "/nonexistent-\(UUID().uuidString).png") == nil)
  }

  @Test func anImageIsShownByItsNameOrSymbol() throws {
    let symbol = try #require(UIImage(systemName: "star.fill"))
    #expect(Image(uiImage: symbol) == Image(systemName: "star.fill"))
    #expect(Image(uiImage: try #require(UIImage(named: "Logo"))) == Image("Logo"))
    #expect(Image(uiImage: try #require(UIImage(data: png))) == Image("image"))
    let placeholder = UIImage()
    #expect(Image(uiImage: placeholder) == Image("image"))
    #expect(placeholder.pngData() == nil && placeholder.size == .zero)
  }

  @Test func aButtonCopiesACodeToTheGeneralPasteboard() throws {
    let pasteboard = UIPasteboard.general
    let before = pasteboard.changeCount
    pasteboard.urls = [URL(string: "https://example.com")!]
    let design = Button("Copiar 123 456") { UIPasteboard.general.string = "123456" }
    try DesignInspector(design).find(button: "Copiar 123 456").tap()
    #expect(pasteboard.string == "123456" && pasteboard.strings == ["123456"])
    #expect(pasteboard.url == nil && !pasteboard.hasURLs && pasteboard.numberOfItems == 1)
    #expect(pasteboard.changeCount == before + 2)
    pasteboard.string = nil
    #expect(!pasteboard.hasStrings && pasteboard.numberOfItems == 0)
  }
}

/// `UIColor.withAlphaComponent(_:)` replaces the opacity, and images are equal only to
/// themselves, as UIKit's are.
@Suite struct UIColorAlphaAndImageIdentityTests {
  @Test func withAlphaComponentReplacesTheOpacityRatherThanMultiplyingIt() {
    let half = UIColor.systemBlue.withAlphaComponent(0.5)
    #expect(half.withAlphaComponent(0.5) == half)
    let environment = EnvironmentValues()
    #expect(
      Color(uiColor: half).resolve(in: environment)
        == Color(uiColor: .systemBlue).opacity(0.5).resolve(in: environment))
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 0.2).withAlphaComponent(0.8)
    #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.8))
  }

  @Test func imagesAreEqualWhenTheyShowTheSameThing() throws {
    let star = try #require(UIImage(systemName: "star"))
    let sameStar = try #require(UIImage(systemName: "star"))
    let asset = try #require(UIImage(named: "star"))
    #expect(star == sameStar)
    #expect(star != asset)
    #expect(Set([star, sameStar, asset]).count == 2)
  }

  @Test func aColourMadeFromASwiftUIColourPaintsAsThatColour() {
    let environment = EnvironmentValues()
    let brand = Color(red: 0.1, green: 0.5, blue: 0.3).opacity(0.7)
    #expect(
      Color(uiColor: UIColor(brand)).resolve(in: environment) == brand.resolve(in: environment))
    #expect(
      Color(nsColor: NSColor(brand)).resolve(in: environment) == brand.resolve(in: environment))
    #expect(UIColor(Color.blue) == UIColor(Color.blue))
    #expect(UIColor(Color.blue) != UIColor(Color.red))
  }

  @Test func aSystemColoursOwnOpacityIsReplacedToo() {
    let opaque = UIColor.separator.withAlphaComponent(1)
    #expect(Color(uiColor: opaque).resolve(in: EnvironmentValues()).opacity == 1)
  }

  @Test func aNamedColourIsTheAssetColourOfThatName() throws {
    let color = try #require(UIColor(named: "Marca"))
    #expect(Color(uiColor: color) == Color("Marca"))
  }
}
