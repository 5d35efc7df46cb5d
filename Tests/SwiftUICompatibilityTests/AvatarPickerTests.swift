// Linux only: a Mac has no UIKit module.
#if os(Linux)
  import Foundation
  import PureMVVM
  import PureMVVMTesting
  import Testing

  /// UIKit's image picker and appearance proxies, as apps use them beside SwiftUI.
  ///
  /// The appearance proxies are one per process, as UIKit's: only this suite sets them.
  @MainActor
  @Suite struct AvatarPickerTests {
    @Test func pickingAnImageShowsItAndTheCoordinatorDismissesThePicker() throws {
      let inspector = DesignInspector(AvatarPicker())
      try inspector.find(button: "Choose photo").tap()
      let picker = try #require(inspector.represented(UIImagePickerController.self).first)
      #expect(picker.allowsEditing && picker.sourceType == .photoLibrary)
      picker.pick([.originalImage: try #require(UIImage(named: "Perfil"))])
      #expect(inspector.texts == ["Photo chosen"])
      #expect(inspector.represented(UIImagePickerController.self).isEmpty)
    }

    @Test func cancellingDismissesThePickerAndKeepsNoPhoto() throws {
      let inspector = DesignInspector(AvatarPicker())
      try inspector.find(button: "Choose photo").tap()
      try #require(inspector.represented(UIImagePickerController.self).first).cancel()
      #expect(inspector.texts == ["No photo"])
      #expect(inspector.represented(UIImagePickerController.self).isEmpty)
      #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    }

    @Test func theRootsInitialiserBrandsTheAppearanceProxies() {
      _ = BrandedRoot()
      let bar = UINavigationBar.appearance().standardAppearance
      #expect(bar.backgroundColor == .systemIndigo)
      #expect(bar.titleTextAttributes[.foregroundColor] as? UIColor == .white)
      #expect(
        (bar.largeTitleTextAttributes[.font] as? UIFont)
          == .systemFont(ofSize: 34, weight: .bold))
      #expect(UINavigationBar.appearance().scrollEdgeAppearance === bar)
      #expect(UITableView.appearance().backgroundColor == .clear)
      #expect(
        UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor]
          as? UIColor == .white)
      #expect(UITextField.appearance().clearButtonMode == .whileEditing)
    }
  }
#endif
