@_spi(Reflection) import Swift

/// Where a view type keeps its dynamic properties: found once per type with the runtime's
/// field table (no `Mirror`), then reused for every resolution.
@MainActor
package struct DynamicPropertyLayout {
  struct Field {
    let offset: Int
    let type: any InstalledProperty.Type
  }

  let fields: [Field]
  /// The layout of every view type examined so far, examined once per type.
  ///
  /// It skips the run-time exclusivity check (two calls for every view with a body). That
  /// is safe: it is only touched on the main actor, by ``layout(of:)`` and the tests'
  /// look-up, and no access to it runs any other code while it lasts: the fields of a
  /// type are collected before the layout is stored.
  @exclusivity(unchecked) static var cache: [ObjectIdentifier: DynamicPropertyLayout] = [:]
  /// The type looked up last, and its layout.
  ///
  /// The rows of a list look the same type up one after another, and finding a type in
  /// ``cache`` costs about 250 instructions (its hash included). It skips the exclusivity
  /// check as ``cache`` does, for the same reasons.
  @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, layout: Self)?
  private static let empty = DynamicPropertyLayout(fields: [])

  /// Links the dynamic properties of `value` (if its type has any) to storage in `context`.
  ///
  /// - Returns: How many dynamic properties it has (each in the slot of its number), and
  ///   why the view cannot be shown, or `nil`.
  static func install<Value>(
    _ value: Value, in context: ResolveContext
  ) -> (slots: Int, failure: String?) {
    let layout = layout(of: Value.self)
    guard !layout.fields.isEmpty else { return (0, nil) }
    let failure = withUnsafePointer(to: value) { pointer -> String? in
      let base = UnsafeRawPointer(pointer)
      for (slot, field) in layout.fields.enumerated() {
        if let failure = install(field.type, at: base + field.offset, slot: slot, in: context) {
          return failure
        }
      }
      return nil
    }
    return (layout.fields.count, failure)
  }

  /// Links a copy of `value` whose dynamic properties are unlinked copies of its own, so
  /// the copy links to storage of its own: for a value installed in several places, such
  /// as a style shared by every control below it.
  ///
  /// This layout must be `Value`'s, from ``layout(of:)``: a style looks its own up once,
  /// when it is erased, not for every control it resolves.
  ///
  /// - Returns: The linked copy, and why the view cannot be shown, or `nil`.
  func installCopy<Value>(
    of value: Value, in context: ResolveContext
  ) -> (copy: Value, failure: String?) {
    guard !fields.isEmpty else { return (value, nil) }
    var copy = value
    let failure = withUnsafeMutablePointer(to: &copy) { pointer -> String? in
      let base = UnsafeMutableRawPointer(pointer)
      for (slot, field) in fields.enumerated() {
        let address = base + field.offset
        Self.replaceWithUnlinkedCopy(field.type, at: address)
        if let failure = Self.install(field.type, at: address, slot: slot, in: context) {
          return failure
        }
      }
      return nil
    }
    return (copy, failure)
  }

  private static func replaceWithUnlinkedCopy<Property: InstalledProperty>(
    _ type: Property.Type, at address: UnsafeMutableRawPointer
  ) {
    let property = address.assumingMemoryBound(to: Property.self)
    property.pointee = property.pointee.unlinkedCopy()
  }

  private static func install<Property: InstalledProperty>(
    _ type: Property.Type, at address: UnsafeRawPointer, slot: Int, in context: ResolveContext
  ) -> String? {
    address.load(as: Property.self).install(slot: slot, in: context)
  }

  /// The layout of `type`, examined the first time it is asked for.
  static func layout(of type: Any.Type) -> DynamicPropertyLayout {
    let id = ObjectIdentifier(type)
    if let last, last.type == id { return last.layout }
    let layout = cache[id] ?? examined(type)
    last = (id, layout)
    return layout
  }

  /// The layout of `type`, examined now and kept in ``cache``.
  private static func examined(_ type: Any.Type) -> DynamicPropertyLayout {
    var fields: [Field] = []
    collect(type, base: 0, into: &fields)
    let layout = fields.isEmpty ? empty : DynamicPropertyLayout(fields: fields)
    cache[ObjectIdentifier(type)] = layout
    return layout
  }

  /// The installed properties among the stored properties of the struct `type`, looking
  /// inside dynamic properties of the user's own that hold some, and inside commands, apps
  /// and scenes (their `@FocusedValue`s and `@AppStorage`s are installed with the view that
  /// hosts them).
  private static func collect(_ type: Any.Type, base: Int, into fields: inout [Field]) {
    _forEachField(of: type, options: []) { _, offset, fieldType, kind in
      if let installed = fieldType as? any InstalledProperty.Type {
        fields.append(Field(offset: base + offset, type: installed))
      } else if kind == .struct,
        fieldType is any DynamicProperty.Type || fieldType is any Commands.Type
          || fieldType is any App.Type || fieldType is any Scene.Type
      {
        collect(fieldType, base: base + offset, into: &fields)
      }
      return true
    }
  }
}
