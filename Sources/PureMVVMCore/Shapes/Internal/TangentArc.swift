import Foundation

/// The arc of a circle of a given radius touching two lines that meet at a corner: what
/// `Path.addArc(tangent1End:tangent2End:radius:transform:)` draws.
struct TangentArc {
  /// Where the circle touches the first line.
  let start: CGPoint
  /// The circle's centre.
  let center: CGPoint
  /// The angle of `start` from the centre.
  let startAngle: Angle
  /// The angle of the second touching point from the centre.
  let endAngle: Angle
  /// Whether the arc turns the way angles shrink.
  let isClockwise: Bool

  /// The arc from the line `from`–`corner` to the line `corner`–`to`; `nil` when the lines
  /// make no corner (either is empty, or they are parallel) or the radius is not positive.
  init?(from: CGPoint, corner: CGPoint, to: CGPoint, radius: CGFloat) {
    guard radius > 0, radius.isFinite else { return nil }
    let back = Self.unit(from.x - corner.x, from.y - corner.y)
    let ahead = Self.unit(to.x - corner.x, to.y - corner.y)
    guard let back, let ahead else { return nil }
    let cosine = max(min(back.x * ahead.x + back.y * ahead.y, 1), -1)
    let half = acos(cosine) / 2
    guard half > 1e-9, half < .pi / 2 - 1e-9 else { return nil }
    let along = radius / tan(half)
    let toCentre = radius / sin(half)
    guard let bisector = Self.unit(back.x + ahead.x, back.y + ahead.y) else { return nil }
    start = CGPoint(x: corner.x + back.x * along, y: corner.y + back.y * along)
    let end = CGPoint(x: corner.x + ahead.x * along, y: corner.y + ahead.y * along)
    center = CGPoint(x: corner.x + bisector.x * toCentre, y: corner.y + bisector.y * toCentre)
    startAngle = .radians(atan2(start.y - center.y, start.x - center.x))
    endAngle = .radians(atan2(end.y - center.y, end.x - center.x))
    // Turning from `back` towards `ahead` the short way decides the direction.
    isClockwise = back.x * ahead.y - back.y * ahead.x > 0
  }

  private static func unit(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint? {
    let length = (dx * dx + dy * dy).squareRoot()
    return length > 0 && length.isFinite ? CGPoint(x: dx / length, y: dy / length) : nil
  }
}
