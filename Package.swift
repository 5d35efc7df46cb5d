// swift-tools-version: 6.0

import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "PureMVVM",
  products: [
    .library(name: "PureMVVM", targets: ["PureMVVM"]),
    .executable(name: "previews", targets: ["previews"]),
  ],
  targets: [
    .target(name: "PureMVVM", swiftSettings: upcomingFeatures),
    .executableTarget(
      name: "previews",
      dependencies: ["PureMVVM"],
      path: "Examples/previews",
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PureMVVMTests",
      dependencies: ["PureMVVM"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
