import Foundation

/// How a sheet is shown, as its content's presentation modifiers set it: its detents and
/// the one it rests at, its drag indicator, background and corners, and how it adapts and
/// scrolls.
public struct PresentationDetails: Hashable, Sendable {
  /// The heights the sheet rests at, lowest first; `[.large]` unless set.
  public var detents: [PresentationDetent] = [.large]
  /// The detent the sheet rests at.
  public var selectedDetent: PresentationDetent = .large
  /// Whether the sheet shows a drag indicator; `.automatic` shows one with several detents.
  public var dragIndicator: Visibility = .automatic
  /// What fills the sheet behind its content.
  public var background: Paint?
  /// The radius of the sheet's top corners; the system's when `nil`.
  public var cornerRadius: CGFloat?
  /// Whether the screen behind the sheet takes taps.
  public var backgroundInteraction = PresentationBackgroundInteraction.automatic
  /// How the presentation adapts where space is compact.
  public var compactAdaptation = PresentationAdaptation.automatic
  /// Whether a swipe on the content scrolls it or resizes the sheet.
  public var contentInteraction = PresentationContentInteraction.automatic

  /// Creates the details a sheet has when its content sets none.
  public init() {}

  /// Whether the sheet draws its drag indicator.
  public var showsDragIndicator: Bool {
    switch dragIndicator {
    case .visible: true
    case .hidden: false
    default: detents.count > 1
    }
  }
}

/// Whether the screen behind a sheet takes taps, like SwiftUI's
/// `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  let name: String

  /// As the platform does: only up to the medium detent.
  public static var automatic: PresentationBackgroundInteraction { Self(name: "automatic") }
  /// The screen behind takes taps.
  public static var enabled: PresentationBackgroundInteraction { Self(name: "enabled") }
  /// The screen behind takes no taps.
  public static var disabled: PresentationBackgroundInteraction { Self(name: "disabled") }

  /// The screen behind takes taps while the sheet rests at `detent` or lower.
  ///
  /// - Parameter detent: The highest detent that lets taps through.
  /// - Returns: The interaction.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    Self(name: "enabled(upThrough: \(detent))")
  }
}

/// How a presentation adapts where space is compact, like SwiftUI's
/// `PresentationAdaptation`.
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String

  /// As the platform does.
  public static var automatic: PresentationAdaptation { Self(name: "automatic") }
  /// It does not adapt.
  public static var none: PresentationAdaptation { Self(name: "none") }
  /// As a popover.
  public static var popover: PresentationAdaptation { Self(name: "popover") }
  /// As a sheet.
  public static var sheet: PresentationAdaptation { Self(name: "sheet") }
  /// As a cover over the whole screen.
  public static var fullScreenCover: PresentationAdaptation { Self(name: "fullScreenCover") }
}

/// Whether a swipe on a sheet's content scrolls it or resizes the sheet, like SwiftUI's
/// `PresentationContentInteraction`.
public struct PresentationContentInteraction: Hashable, Sendable {
  let name: String

  /// As the platform does: resizes first.
  public static var automatic: PresentationContentInteraction { Self(name: "automatic") }
  /// It resizes the sheet.
  public static var resizes: PresentationContentInteraction { Self(name: "resizes") }
  /// It scrolls the content.
  public static var scrolls: PresentationContentInteraction { Self(name: "scrolls") }
}

extension Element {
  /// The presentation details the content of this sheet sets: the first found, depth
  /// first, outside nested presentations.
  package var sheetDetails: PresentationDetails? {
    firstInSheet { $0.box.value.presentationDetails }
  }

  /// Moves this sheet to a detent, when its content sets `.presentationDetents`.
  package var selectDetent: ((PresentationDetent) -> Void)? {
    firstInSheet { $0.handlers?.selectDetent }
  }

  /// Completes this file panel (`.fileImporter`, `.fileMover`) with the files chosen.
  package var chooseFiles: (([URL]) -> Bool)? {
    firstInSheet { $0.handlers?.chooseFiles }
  }

  private func firstInSheet<Value>(_ value: (Element) -> Value?) -> Value? {
    for child in childElements where child.kind.presentationStyle == nil {
      if let found = value(child) ?? child.firstInSheet(value) { return found }
    }
    return nil
  }
}
