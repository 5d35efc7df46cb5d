// swift-tools-version: 6.2

import CompilerPluginSupport
import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// The platform modules the compatibility tests import, where the package declares them.
#if os(Linux)
  let platformModules: [Target.Dependency] = [
    "os", "OSLog", "Combine", "CoreGraphics", "UIKit", "AppKit", "WatchKit",
  ]
#else
  let platformModules: [Target.Dependency] = []
#endif

let package = Package(
  name: "PureMVVM",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "PureMVVM", targets: ["PureMVVM"]),
    .library(name: "PureMVVMCore", targets: ["PureMVVMCore"]),
    .library(name: "PureMVVMRendering", targets: ["PureMVVMRendering"]),
    .library(name: "PureMVVMInspection", targets: ["PureMVVMInspection"]),
    .library(name: "PureMVVMPreviews", targets: ["PureMVVMPreviews"]),
    .library(name: "PureMVVMTesting", targets: ["PureMVVMTesting"]),
    .library(name: "PureMVVMPreviewsHost", targets: ["PureMVVMPreviewsHost"]),
    .library(name: "LoginFeature", targets: ["LoginFeature"]),
    .library(name: "RouteListFeature", targets: ["RouteListFeature"]),
    .executable(name: "previews", targets: ["previews"]),
    .executable(name: "login", targets: ["login"]),
    .executable(name: "routes", targets: ["routes"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    // The view language: views, state, environment, styles and the element tree.
    .target(name: "PureMVVMCore", swiftSettings: upcomingFeatures),
    // The compiler plugin that expands PureMVVM's macros (#Preview, @Previewable, @Entry):
    // its own message loop, JSON and scanner of Swift source, so no swift-syntax. It is
    // one module, built once for the compiler: a library target beside it would be built
    // a second time by every `swift build`, and a test target depending on it would have
    // every library built twice.
    .macro(name: "PureMVVMMacros", swiftSettings: upcomingFeatures),
    // Where the linker gathers the records #Preview declares, for discovery.
    .target(name: "PreviewRecords"),
    // Text, HTML and accessibility renderers of the element tree.
    .target(
      name: "PureMVVMRendering",
      dependencies: ["PureMVVMCore"],
      swiftSettings: upcomingFeatures
    ),
    // The inspector tests drive designs with, and the terminal console.
    .target(
      name: "PureMVVMInspection",
      dependencies: ["PureMVVMCore", "PureMVVMRendering"],
      swiftSettings: upcomingFeatures
    ),
    // Safe reads and atomic replacements of regular files, for the file-backed route store.
    .target(name: "FileSupport", swiftSettings: upcomingFeatures),
    .target(
      name: "PureMVVMPreviews",
      dependencies: [
        "PureMVVMCore", "PureMVVMRendering", "PureMVVMInspection", "PureMVVMMacros",
        "PreviewRecords",
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "PureMVVM",
      dependencies: [
        "PureMVVMCore", "PureMVVMRendering", "PureMVVMInspection", "PureMVVMPreviews",
        "PureMVVMMacros",
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "PureMVVMTesting",
      dependencies: [
        "PureMVVMCore", "PureMVVMRendering", "PureMVVMInspection", "PureMVVMPreviews",
      ],
      swiftSettings: upcomingFeatures
    ),
    // `swift run previews` for any package: one call shows every #Preview linked in.
    .target(
      name: "PureMVVMPreviewsHost",
      dependencies: ["PureMVVM", "FileSupport"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "LoginFeature",
      dependencies: ["PureMVVM"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "login",
      dependencies: ["PureMVVM", "PureMVVMCore", "LoginFeature"],
      path: "Examples/login",
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "RouteListFeature",
      dependencies: ["PureMVVM", "PureMVVMCore", "PureMVVMRendering", "FileSupport"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "routes",
      dependencies: ["PureMVVM", "PureMVVMCore", "RouteListFeature"],
      path: "Examples/routes",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "previews",
      dependencies: ["PureMVVMPreviewsHost", "LoginFeature", "RouteListFeature"],
      path: "Examples/previews",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "benchmarks",
      dependencies: ["PureMVVM", "PureMVVMTesting", "RouteListFeature"],
      path: "Benchmarks",
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    // What several test targets share: scratch directories that clean up after themselves.
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: upcomingFeatures),
    .testTarget(
      name: "TestSupportTests", dependencies: ["TestSupport"], swiftSettings: upcomingFeatures),
    // Tests of the plugin compile its sources with them: Tests/PureMVVMMacrosTests/Plugin
    // links to Sources/PureMVVMMacros/Plugin (see the comment on the plugin above).
    .testTarget(name: "PureMVVMMacrosTests", swiftSettings: upcomingFeatures),
    .testTarget(
      name: "PureMVVMCoreTests",
      dependencies: ["PureMVVMCore", "PureMVVMRendering", "PureMVVMInspection", "TestSupport"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PureMVVMRenderingTests",
      dependencies: ["PureMVVMCore", "PureMVVMRendering", "PureMVVMInspection"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PureMVVMInspectionTests",
      dependencies: ["PureMVVMCore", "PureMVVMRendering", "PureMVVMInspection"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PureMVVMPreviewsTests",
      dependencies: ["PureMVVM"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PureMVVMTestingTests",
      dependencies: ["PureMVVM", "PureMVVMTesting", "TestSupport"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "LoginFeatureTests",
      dependencies: ["PureMVVM", "PureMVVMTesting", "LoginFeature"],
      exclude: ["__Snapshots__"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "RouteListFeatureTests",
      dependencies: ["PureMVVM", "PureMVVMTesting", "RouteListFeature", "TestSupport"],
      exclude: ["__Snapshots__"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SwiftUICompatibilityTests",
      dependencies: ["PureMVVM", "PureMVVMTesting"] + platformModules,
      exclude: ["__Snapshots__"],
      swiftSettings: upcomingFeatures + [.define("PUREMVVM")]
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: ["previews", "login", "routes", "TestSupport"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Where Linux has no os, OSLog, Combine or CoreGraphics module: modules of those names, so
// design files that `import os` to log, `import Combine` for timers or `import CoreGraphics`
// for geometry compile unchanged. Opt in with the
// `PureMVVMPlatformModules` product, on Linux only: Apple platforms have their own, and
// these make `canImport(os)` and `canImport(Combine)` true for every module in the build,
// which breaks packages that read those as "on Apple" (README, "Platform modules"). Sources
// here test `canImport(Darwin)`, never `canImport(Combine)`.
#if os(Linux)
  package.products.append(
    .library(
      name: "PureMVVMPlatformModules", targets: ["os", "OSLog", "Combine", "CoreGraphics"]))
  // UIKit, AppKit and WatchKit have products of their own: many packages read
  // `#if canImport(AppKit)` as "on a Mac" before trying UIKit, so a build that needs only
  // UIKit must not get AppKit.
  package.products += [
    .library(name: "PureMVVMUIKit", targets: ["UIKit"]),
    .library(name: "PureMVVMAppKit", targets: ["AppKit"]),
    .library(name: "PureMVVMWatchKit", targets: ["WatchKit"]),
  ]
  package.targets += [
    // `Logger`, `OSLogMessage`, `os_log` and a process log `OSLogStore` reads back.
    .target(name: "os", swiftSettings: upcomingFeatures),
    .target(name: "OSLog", dependencies: ["os"], swiftSettings: upcomingFeatures),
    // `import Combine` finds the publishers, subjects and operators the view language
    // declares.
    .target(name: "Combine", dependencies: ["PureMVVMCore"], swiftSettings: upcomingFeatures),
    // `import CoreGraphics` finds Foundation's geometry and the view language's CoreGraphics
    // types, and nothing else of it.
    .target(
      name: "CoreGraphics", dependencies: ["PureMVVMCore"], swiftSettings: upcomingFeatures),
    // `import UIKit`, `import AppKit` and `import WatchKit` find the stand-ins the view
    // language declares (`UIApplication`, `UIColor`, `NSWorkspace`, `WKInterfaceDevice`…),
    // which it guards by platform, never by `canImport(UIKit)` or `canImport(AppKit)`.
    .target(name: "UIKit", dependencies: ["PureMVVMCore"], swiftSettings: upcomingFeatures),
    .target(name: "AppKit", dependencies: ["PureMVVMCore"], swiftSettings: upcomingFeatures),
    .target(name: "WatchKit", dependencies: ["PureMVVMCore"], swiftSettings: upcomingFeatures),
    .testTarget(name: "OSLogTests", dependencies: ["OSLog"], swiftSettings: upcomingFeatures),
  ]
#else
  // Apple platforms have their own modules: the product adds nothing there, and exists so
  // that a package naming it resolves on a Mac too.
  package.products += [
    .library(name: "PureMVVMPlatformModules", targets: ["PureMVVMCore"]),
    .library(name: "PureMVVMUIKit", targets: ["PureMVVMCore"]),
    .library(name: "PureMVVMAppKit", targets: ["PureMVVMCore"]),
    .library(name: "PureMVVMWatchKit", targets: ["PureMVVMCore"]),
  ]
#endif
