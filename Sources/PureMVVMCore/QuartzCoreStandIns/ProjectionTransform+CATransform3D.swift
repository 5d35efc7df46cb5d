import Foundation

#if !canImport(QuartzCore)
  extension ProjectionTransform {
    /// The projection of a 3D transform onto the plane, as SwiftUI's: its x, y and w rows
    /// and columns.
    ///
    /// - Parameter m: The transform.
    public init(_ m: CATransform3D) {
      self.init()
      (m11, m12, m13) = (m.m11, m.m12, m.m14)
      (m21, m22, m23) = (m.m21, m.m22, m.m24)
      (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }
  }
#endif
