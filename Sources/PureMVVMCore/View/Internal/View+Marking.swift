extension View {
  /// Resolves the view, marking each element it produces as the `part` of its parent.
  func _resolve(
    in context: ResolveContext, marking part: ElementPart, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    _resolve(in: context, into: &elements)
    for index in first..<elements.endIndex { elements[index].changeAttributes { $0.part = part } }
  }
}
