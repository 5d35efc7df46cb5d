import PureMVVMCore

/// A resolved design as the user sees it: the screen, and what is presented over it.
package struct ScreenLayers {
  /// The resolved design, presentations where they were declared.
  package let all: [Element]
  /// The screen, without its presentations.
  package let screen: [Element]
  /// The presentations up, the lowest first, each without the presentations it presents
  /// (they are the next layer).
  package let layers: [Element]

  package init(_ elements: some ElementCollection) {
    let elements = Array(elements)
    let (screen, first) = Self.strip(elements)
    var layers: [Element] = []
    var found = first
    while var layer = found {
      let (children, next) = Self.strip(layer.childElements)
      layer.children = children
      layers.append(layer)
      found = next
    }
    self.all = elements
    self.screen = screen
    self.layers = layers
  }

  /// What the user can reach: the top presentation's content, or the screen.
  package var visible: [Element] { layers.last.map { Array($0.childElements) } ?? screen }

  /// What the top presentation covers: the screen and the layers under it.
  package var covered: [Element] { screen + layers.dropLast().flatMap(\.childElements) }

  /// `elements` without presentations, and the last presentation among them, depth first
  /// (SwiftUI shows one at a time).
  private static func strip(_ elements: some ElementCollection) -> ([Element], Element?) {
    guard elements.contains(where: \.containsPresentation) else {
      return (Array(elements), nil)
    }
    var kept: [Element] = []
    var found: Element?
    for element in elements {
      if element.kind.isPresentation {
        found = element
      } else if element.containsPresentation {
        var copy = element
        let (children, inner) = strip(element.childElements)
        copy.children = children
        found = inner ?? found
        kept.append(copy)
      } else {
        kept.append(element)
      }
    }
    return (kept, found)
  }
}
