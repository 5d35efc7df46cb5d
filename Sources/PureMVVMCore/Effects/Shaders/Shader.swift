import Foundation

/// A Metal shader function with its arguments, like SwiftUI's `Shader`: given to
/// `.colorEffect`, `.distortionEffect` and `.layerEffect`, or used as a shape style.
///
/// Hosts here have no GPU: an effect records the shader on the view's element
/// (`ElementEffect.shader`) and draws the view unchanged, so a test can see which function
/// ran with which arguments; as a shape style it paints its first colour argument, or the
/// foreground.
public struct Shader: Hashable, Sendable {
  /// The function the shader runs.
  public var function: ShaderFunction
  /// The values passed to the function, in order.
  public var arguments: [Argument]
  /// Whether the shader's colours are dithered; kept.
  public var dithersColor = false

  /// Creates a shader running `function` with `arguments`.
  ///
  /// - Parameters:
  ///   - function: The function.
  ///   - arguments: The values passed to it.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// How a shader is used, for ``compile(as:)``.
  public enum UsageType: Hashable, Sendable {
    /// As a colour effect.
    case colorEffect
    /// As a distortion effect.
    case distortionEffect
    /// As a layer effect.
    case layerEffect
  }

  /// Prepares the shader for `type` of use ahead of time, as SwiftUI does on a GPU; here
  /// there is nothing to prepare.
  ///
  /// - Parameter type: How the shader will be used.
  /// - Throws: Never here; the signature is SwiftUI's.
  public func compile(as type: UsageType) async throws {}

  /// A value passed to a shader function, like SwiftUI's `Shader.Argument`.
  public struct Argument: Hashable, Sendable {
    /// The value, as the shader would read it.
    package enum Value: Hashable, Sendable {
      case floats([Double])
      case floatArray([Float])
      case color(Color)
      case colorArray([Color])
      case image(Image)
      case data(Data)
      case boundingRect
    }

    /// The value.
    package let value: Value

    /// A number (`float`).
    ///
    /// - Parameter x: The number.
    /// - Returns: The argument.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument(value: .floats([Double(x)]))
    }

    /// Two numbers (`float2`).
    ///
    /// - Parameters:
    ///   - x: The first.
    ///   - y: The second.
    /// - Returns: The argument.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y)]))
    }

    /// A point (`float2(x, y)`).
    ///
    /// - Parameter point: The point.
    /// - Returns: The argument.
    public static func float2(_ point: CGPoint) -> Argument {
      float2(point.x, point.y)
    }

    /// A size (`float2(width, height)`).
    ///
    /// - Parameter size: The size.
    /// - Returns: The argument.
    public static func float2(_ size: CGSize) -> Argument {
      float2(size.width, size.height)
    }

    /// Three numbers (`float3`).
    ///
    /// - Parameters:
    ///   - x: The first.
    ///   - y: The second.
    ///   - z: The third.
    /// - Returns: The argument.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y), Double(z)]))
    }

    /// Four numbers (`float4`).
    ///
    /// - Parameters:
    ///   - x: The first.
    ///   - y: The second.
    ///   - z: The third.
    ///   - w: The fourth.
    /// - Returns: The argument.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T)
      -> Argument
    {
      Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
    }

    /// An array of numbers.
    ///
    /// - Parameter array: The numbers.
    /// - Returns: The argument.
    public static func floatArray(_ array: [Float]) -> Argument {
      Argument(value: .floatArray(array))
    }

    /// A colour.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The argument.
    public static func color(_ color: Color) -> Argument {
      Argument(value: .color(color))
    }

    /// An array of colours.
    ///
    /// - Parameter array: The colours.
    /// - Returns: The argument.
    public static func colorArray(_ array: [Color]) -> Argument {
      Argument(value: .colorArray(array))
    }

    /// An image the shader samples.
    ///
    /// - Parameter image: The image.
    /// - Returns: The argument.
    public static func image(_ image: Image) -> Argument {
      Argument(value: .image(image))
    }

    /// Raw bytes.
    ///
    /// - Parameter data: The bytes.
    /// - Returns: The argument.
    public static func data(_ data: Data) -> Argument {
      Argument(value: .data(data))
    }

    /// The bounding rectangle of the view or shape the shader is attached to.
    public static var boundingRect: Argument { Argument(value: .boundingRect) }
  }
}

extension Shader: ShapeStyle {
  /// The shader's first colour argument, or the foreground: what a host without a GPU
  /// paints.
  public var _paint: Paint {
    for argument in arguments {
      if case .color(let color) = argument.value { return .color(color) }
    }
    return .foreground
  }
}
