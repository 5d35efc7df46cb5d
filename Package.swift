// swift-tools-version: 6.2

import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "PureMVVM",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "PureMVVM", targets: ["PureMVVM"]),
    .library(name: "PureMVVMPreviews", targets: ["PureMVVMPreviews"]),
    .library(name: "PureMVVMTesting", targets: ["PureMVVMTesting"]),
    .library(name: "LoginFeature", targets: ["LoginFeature"]),
    .library(name: "RouteListFeature", targets: ["RouteListFeature"]),
    .executable(name: "previews", targets: ["previews"]),
    .executable(name: "login", targets: ["login"]),
    .executable(name: "routes", targets: ["routes"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    .target(name: "PureMVVM", swiftSettings: upcomingFeatures),
    .target(
      name: "PureMVVMPreviews",
      dependencies: ["PureMVVM"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "PureMVVMTesting",
      dependencies: ["PureMVVM", "PureMVVMPreviews"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "LoginFeature",
      dependencies: ["PureMVVM", "PureMVVMPreviews"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "login",
      dependencies: ["PureMVVM", "LoginFeature"],
      path: "Examples/login",
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "RouteListFeature",
      dependencies: ["PureMVVM", "PureMVVMPreviews"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "routes",
      dependencies: ["PureMVVM", "RouteListFeature"],
      path: "Examples/routes",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "previews",
      dependencies: ["PureMVVM", "PureMVVMPreviews", "LoginFeature", "RouteListFeature"],
      path: "Examples/previews",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "benchmarks",
      dependencies: ["PureMVVM", "PureMVVMPreviews", "PureMVVMTesting", "RouteListFeature"],
      path: "Benchmarks",
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PureMVVMTests",
      dependencies: ["PureMVVM"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PureMVVMPreviewsTests",
      dependencies: ["PureMVVM", "PureMVVMPreviews"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PureMVVMTestingTests",
      dependencies: ["PureMVVM", "PureMVVMPreviews", "PureMVVMTesting"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "LoginFeatureTests",
      dependencies: ["PureMVVM", "PureMVVMPreviews", "PureMVVMTesting", "LoginFeature"],
      exclude: ["__Snapshots__"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "RouteListFeatureTests",
      dependencies: ["PureMVVM", "PureMVVMPreviews", "PureMVVMTesting", "RouteListFeature"],
      exclude: ["__Snapshots__"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: ["previews", "login", "routes"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
