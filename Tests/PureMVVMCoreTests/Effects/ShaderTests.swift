import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Shaders are recorded on the element they apply to, as hosts have no GPU: which function
/// of which library, with which arguments, and how it is used.
@MainActor
@Suite struct ShaderTests {
  private func effects(_ view: some View) throws -> [ElementEffect] {
    try DesignInspector(view).find(text: "Cumbre").element.attributes.effects
  }

  @Test func aShaderIsAFunctionOfALibraryCalledWithArguments() {
    let ripple = ShaderLibrary.ripple(.float(2), .float2(CGPoint(x: 1, y: 2)), .color(.red))
    #expect(ripple.function == ShaderFunction(library: .default, name: "ripple"))
    #expect(ripple.arguments.count == 3)
    #expect(ripple.arguments[1] == .float2(1.0, 2.0))
    #expect(ripple.arguments[1] != .float2(CGSize(width: 2, height: 1)))
    let bundled = ShaderLibrary.bundle(.main).wave()
    #expect(bundled.function.name == "wave" && bundled.function.library != .default)
    #expect(ShaderLibrary(url: URL(filePath: "/tmp/a.metallib")).glow().arguments.isEmpty)
  }

  @Test func eachEffectRecordsItsShaderAndHowItIsUsed() throws {
    let noise = ShaderLibrary.noise(.float(0.5), .boundingRect)
    let view = Text("Cumbre")
      .colorEffect(noise)
      .distortionEffect(noise, maxSampleOffset: CGSize(width: 4, height: 4))
      .layerEffect(noise, maxSampleOffset: .zero, isEnabled: false)
      .layerEffect(noise, maxSampleOffset: .zero)
    let recorded = try effects(view)
    #expect(
      recorded == [
        .shader(.colorEffect, noise), .shader(.distortionEffect, noise),
        .shader(.layerEffect, noise),
      ])
  }

  @Test func aVisualEffectsShaderCanReadTheViewsGeometry() {
    let view = Text("Cumbre").frame(width: 80, height: 20).visualEffect { content, proxy in
      content.colorEffect(ShaderLibrary.tint(.float2(proxy.size)))
    }
    let inspector = DesignInspector(view)
    inspector.device = Device(size: CGSize(width: 300, height: 500))
    let recorded = inspector.elements.first?.attributes.effects ?? []
    #expect(recorded == [.shader(.colorEffect, ShaderLibrary.tint(.float2(80.0, 20.0)))])
  }

  @Test func aShaderAsAStylePaintsItsFirstColour() async throws {
    #expect(ShaderLibrary.fill(.float(1), .color(.blue), .color(.red))._paint == .color(.blue))
    #expect(ShaderLibrary.fill(.float(1))._paint == .foreground)
    let html = HTMLRenderer().render(
      Rectangle().fill(ShaderLibrary.fill(.color(.green))).frame(width: 10, height: 10))
    #expect(html.contains("background:#34c759"))
    try await ShaderLibrary.fill().compile(as: .colorEffect)
  }
}
