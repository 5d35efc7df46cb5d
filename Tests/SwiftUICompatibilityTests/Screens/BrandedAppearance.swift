// Linux only: a Mac has no UIKit module.
#if os(Linux)
  import UIKit

  // A root view that brands UIKit's bars and controls in its initialiser, as apps do
  // before SwiftUI has modifiers for everything.
  #if PUREMVVM
    import PureMVVM
  #else
    import SwiftUI
  #endif

  struct BrandedRoot: View {
    init() {
      let bar = UINavigationBarAppearance()
      bar.configureWithOpaqueBackground()
      bar.backgroundColor = .systemIndigo
      bar.titleTextAttributes = [.foregroundColor: UIColor.white]
      bar.largeTitleTextAttributes = [
        .foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 34, weight: .bold),
      ]
      UINavigationBar.appearance().standardAppearance = bar
      UINavigationBar.appearance().scrollEdgeAppearance = bar
      UITabBar.appearance().unselectedItemTintColor = .systemGray
      UITableView.appearance().backgroundColor = .clear
      UISegmentedControl.appearance().selectedSegmentTintColor = .systemIndigo
      UISegmentedControl.appearance().setTitleTextAttributes(
        [.foregroundColor: UIColor.white], for: .selected)
      UIPageControl.appearance().currentPageIndicatorTintColor = .systemIndigo
      UITextField.appearance().clearButtonMode = .whileEditing
    }

    var body: some View {
      NavigationStack {
        Text("Rutas")
          .navigationTitle("Inicio")
      }
    }
  }
#endif
