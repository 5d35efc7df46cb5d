// The CoreGraphics module, where Linux has none: a design file that writes
// `import CoreGraphics` finds Foundation's geometry (`CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`) and the CoreGraphics types the view language declares, and nothing of SwiftUI.
@_exported import Foundation

@_exported import struct PureMVVMCore.CGAffineTransform
@_exported import enum PureMVVMCore.CGLineCap
@_exported import enum PureMVVMCore.CGLineJoin
@_exported import class PureMVVMCore.CGMutablePath
@_exported import class PureMVVMCore.CGPath
@_exported import enum PureMVVMCore.CGPathFillRule
@_exported import let PureMVVMCore.CGPointZero
@_exported import let PureMVVMCore.CGRectZero
@_exported import let PureMVVMCore.CGSizeZero
@_exported import struct PureMVVMCore.CGVector
