import PureMVVMCore
import PureMVVMRendering

extension HTMLRenderer {
  /// What the gallery draws inside the phone frame of a one-card page for `design`.
  @MainActor
  static func phoneBody(of design: some View) -> String {
    let page = HTMLRenderer().render(design, title: "Card")
    guard let start = page.range(of: "<div class=\"phone\">")?.upperBound,
      let end = page.range(of: "</div>\n<details class=\"reading\">", options: .backwards)?
        .lowerBound
    else { return page }
    return String(page[start..<end])
  }
}
