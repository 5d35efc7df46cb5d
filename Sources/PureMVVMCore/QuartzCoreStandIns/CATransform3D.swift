import Foundation

#if !canImport(QuartzCore)
  /// A 4×4 transform of points in three dimensions, as QuartzCore's `CATransform3D` on Apple
  /// platforms, which `import SwiftUI` brings along: what a `GeometryEffect` builds for a
  /// card flip and hands to `ProjectionTransform(_:)`.
  ///
  /// Points are row vectors, multiplied on the left, as in Core Animation: `m41`, `m42`
  /// and `m43` translate, and `m34` gives perspective. Only what SwiftUI keeps of it (the
  /// `x`, `y` and `w` rows and columns) reaches a view.
  public struct CATransform3D: Equatable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4.
    public var m34: CGFloat
    /// Row 4, column 1: the translation along x.
    public var m41: CGFloat
    /// Row 4, column 2: the translation along y.
    public var m42: CGFloat
    /// Row 4, column 3: the translation along z.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// A transform of zeros, as a C structure starts.
    public init() {
      self.init(rows: Array(repeating: Array(repeating: 0, count: 4), count: 4))
    }

    /// A transform from its sixteen entries, row by row.
    ///
    /// - Parameters:
    ///   - m11: Row 1, column 1.
    ///   - m12: Row 1, column 2.
    ///   - m13: Row 1, column 3.
    ///   - m14: Row 1, column 4.
    ///   - m21: Row 2, column 1.
    ///   - m22: Row 2, column 2.
    ///   - m23: Row 2, column 3.
    ///   - m24: Row 2, column 4.
    ///   - m31: Row 3, column 1.
    ///   - m32: Row 3, column 2.
    ///   - m33: Row 3, column 3.
    ///   - m34: Row 3, column 4.
    ///   - m41: Row 4, column 1.
    ///   - m42: Row 4, column 2.
    ///   - m43: Row 4, column 3.
    ///   - m44: Row 4, column 4.
    public init(
      m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
      m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
      m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
      (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
      (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
      (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
      (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// A transform from four rows of four entries.
    init(rows r: [[CGFloat]]) {
      self.init(
        m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
        m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
        m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
        m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// The entries, row by row.
    var rows: [[CGFloat]] {
      [
        [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34],
        [m41, m42, m43, m44],
      ]
    }

    /// This transform followed by `other`: the matrix product `self × other`.
    func followed(by other: CATransform3D) -> CATransform3D {
      let a = rows
      let b = other.rows
      var product: [[CGFloat]] = Array(repeating: Array(repeating: 0, count: 4), count: 4)
      for i in 0..<4 {
        for j in 0..<4 {
          var sum: CGFloat = 0
          for k in 0..<4 { sum += a[i][k] * b[k][j] }
          product[i][j] = sum
        }
      }
      return CATransform3D(rows: product)
    }

    /// The inverse, if the transform has one.
    var inverse: CATransform3D? {
      var m = rows
      var result = CATransform3DIdentity.rows
      for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
          abs(m[pivot][column]) > 1e-12
        else { return nil }
        m.swapAt(column, pivot)
        result.swapAt(column, pivot)
        let scale = m[column][column]
        m[column] = m[column].map { $0 / scale }
        result[column] = result[column].map { $0 / scale }
        for row in 0..<4 where row != column {
          let factor = m[row][column]
          m[row] = zip(m[row], m[column]).map { $0 - factor * $1 }
          result[row] = zip(result[row], result[column]).map { $0 - factor * $1 }
        }
      }
      return CATransform3D(rows: result)
    }
  }

  /// The identity transform, as QuartzCore's.
  public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
    m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
#endif
