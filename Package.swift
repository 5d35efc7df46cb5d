// swift-tools-version: 6.0

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
    .executable(name: "previews", targets: ["previews"]),
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
    .executableTarget(
      name: "previews",
      dependencies: ["PureMVVM", "PureMVVMPreviews"],
      path: "Examples/previews",
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
      exclude: ["__Snapshots__"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
