import Foundation

/// How iOS paints its system colours in the light appearance, in CSS: what HTML draws and
/// what ``Color/resolve(in:)`` answers.
package enum SystemColorTable {
  /// The CSS of each system colour, by name.
  package static let css = [
    "red": "#ff3b30", "orange": "#ff9500", "yellow": "#ffcc00", "green": "#34c759",
    "mint": "#00c7be", "teal": "#30b0c7", "cyan": "#32ade6", "blue": "#007aff",
    "indigo": "#5856d6", "purple": "#af52de", "pink": "#ff2d55", "brown": "#a2845e",
    "gray": "#8e8e93", "black": "#000", "white": "#fff", "clear": "transparent",
    "primary": "#000", "secondary": "rgba(60,60,67,0.6)", "accentColor": "#007aff",
    // UIKit's system colours, in the light appearance.
    "systemGray2": "#aeaeb2", "systemGray3": "#c7c7cc", "systemGray4": "#d1d1d6",
    "systemGray5": "#e5e5ea", "systemGray6": "#f2f2f7", "tertiaryLabel": "rgba(60,60,67,0.3)",
    "quaternaryLabel": "rgba(60,60,67,0.18)", "systemBackground": "#fff",
    "secondarySystemBackground": "#f2f2f7", "tertiarySystemBackground": "#fff",
    "systemGroupedBackground": "#f2f2f7", "secondarySystemGroupedBackground": "#fff",
    "tertiarySystemGroupedBackground": "#f2f2f7", "systemFill": "rgba(120,120,128,0.2)",
    "secondarySystemFill": "rgba(120,120,128,0.16)", "tertiarySystemFill": "rgba(118,118,128,0.12)",
    "quaternarySystemFill": "rgba(116,116,128,0.08)", "separator": "rgba(60,60,67,0.29)",
    "opaqueSeparator": "#c6c6c8", "link": "#007aff", "placeholderText": "rgba(60,60,67,0.3)",
  ]

  /// The grey an unknown colour or an asset is painted.
  package static let fallback = "#8e8e93"

  /// Red, green, blue and opacity, 0 to 1, of the system colour `name` (the fallback grey
  /// for an unknown name).
  package static func components(of name: String) -> [Double] {
    components(ofCSS: css[name] ?? fallback)
  }

  /// Red, green, blue and opacity of a colour written `#rgb`, `#rrggbb`, `rgba(…)` or
  /// `transparent`.
  private static func components(ofCSS css: String) -> [Double] {
    if css == "transparent" { return [0, 0, 0, 0] }
    if css.hasPrefix("rgba(") {
      let numbers = css.dropFirst(5).dropLast().split(separator: ",").compactMap { Double($0) }
      return numbers.prefix(3).map { $0 / 255 } + [numbers.last ?? 1]
    }
    var hex = String(css.dropFirst())
    if hex.count == 3 { hex = hex.map { String(repeating: $0, count: 2) }.joined() }
    let value = Int(hex, radix: 16) ?? 0
    let shifts: [Int] = [16, 8, 0]
    let channels: [Double] = shifts.map { shift in Double((value >> shift) & 0xFF) / 255 }
    return channels + [1]
  }
}
