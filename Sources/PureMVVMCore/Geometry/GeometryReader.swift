import Foundation

/// A container that builds its content from the space it is offered, like SwiftUI's
/// `GeometryReader`.
///
/// It takes all the space offered and places its content at its top leading corner. The
/// proxy's size is the host's proposal in points: ``Device/phone`` in the inspector (set
/// ``Device`` there to test another width), the text renderer's width at 8 points a
/// column. A design with a reader is resolved once more the first time, to track the
/// space each view is offered.
public nonisolated struct GeometryReader<Content: View>: View {
  private let content: (GeometryProxy) -> Content

  /// Creates a reader.
  ///
  /// - Parameter content: The content, built from the space offered.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// Resolves to a top-leading layer of its content that takes the space offered.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let scope = context.readGeometry()
    var layers: [Element] = []
    content(GeometryProxy(scope: scope))._resolve(in: context.child(0), into: &layers)
    var reader = Element.layers(layers, context: context)
    reader.changeAttributes {
      $0.alignment = .topLeading
      $0.frame = Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    elements.append(consume reader)
  }
}
