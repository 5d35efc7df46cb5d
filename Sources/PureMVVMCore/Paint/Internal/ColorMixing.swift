import Foundation

/// Mixes resolved colours, in sRGB components or in OKLab.
enum ColorMixing {
  /// `left` and `right` mixed, `amount` of `right`.
  static func mix(
    _ left: Color.Resolved, _ right: Color.Resolved, by amount: Float, perceptually: Bool
  ) -> Color.Resolved {
    let opacity = left.opacity + (right.opacity - left.opacity) * amount
    guard perceptually else {
      return Color.Resolved(
        red: lerp(left.red, right.red, amount), green: lerp(left.green, right.green, amount),
        blue: lerp(left.blue, right.blue, amount), opacity: opacity)
    }
    let (from, to) = (oklab(left), oklab(right))
    let lab = zip(from, to).map { lerp($0, $1, amount) }
    let rgb = linearRGB(fromOKLab: lab).map { min(max($0, 0), 1) }
    return Color.Resolved(
      colorSpace: .sRGBLinear, red: rgb[0], green: rgb[1], blue: rgb[2], opacity: opacity)
  }

  private static func lerp(_ from: Float, _ to: Float, _ amount: Float) -> Float {
    from + (to - from) * amount
  }

  /// The OKLab coordinates of a colour.
  private static func oklab(_ color: Color.Resolved) -> [Float] {
    let (red, green, blue) = (color.linearRed, color.linearGreen, color.linearBlue)
    let long = cbrt(0.412_221_47 * red + 0.536_332_54 * green + 0.051_445_99 * blue)
    let medium = cbrt(0.211_903_50 * red + 0.680_699_55 * green + 0.107_396_96 * blue)
    let short = cbrt(0.088_302_46 * red + 0.281_718_84 * green + 0.629_978_70 * blue)
    return [
      0.210_454_26 * long + 0.793_617_79 * medium - 0.004_072_05 * short,
      1.977_998_50 * long - 2.428_592_21 * medium + 0.450_593_71 * short,
      0.025_904_04 * long + 0.782_771_77 * medium - 0.808_675_77 * short,
    ]
  }

  /// Linear sRGB components of OKLab coordinates.
  private static func linearRGB(fromOKLab lab: [Float]) -> [Float] {
    let long = pow(lab[0] + 0.396_337_78 * lab[1] + 0.215_803_76 * lab[2], 3)
    let medium = pow(lab[0] - 0.105_561_35 * lab[1] - 0.063_854_17 * lab[2], 3)
    let short = pow(lab[0] - 0.089_484_18 * lab[1] - 1.291_485_55 * lab[2], 3)
    return [
      4.076_741_66 * long - 3.307_711_59 * medium + 0.230_969_94 * short,
      -1.268_438_00 * long + 2.609_757_40 * medium - 0.341_319_40 * short,
      -0.004_196_09 * long - 0.703_418_61 * medium + 1.707_614_70 * short,
    ]
  }
}
