import Foundation

extension View {
  /// Continues an activity of `activityType` that the user started elsewhere (another
  /// device, a search result, a Handoff), like SwiftUI's
  /// `onContinueUserActivity(_:perform:)`.
  ///
  /// A test hands the screen an activity with `DesignInspector.continueUserActivity(_:)`.
  ///
  /// - Parameters:
  ///   - activityType: The kind of activity handled.
  ///   - action: Continues the activity.
  /// - Returns: The view.
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    modifier(ContinueUserActivityModifier(activityType: activityType, action: action))
  }

  /// Advertises an activity for another device or a later launch to continue; accepted.
  ///
  /// Like SwiftUI's `userActivity(_:isActive:_:)`, it advertises an activity of
  /// `activityType` while `isActive`, which `update` fills in; a host advertises nothing.
  ///
  /// - Parameters:
  ///   - activityType: The kind of activity.
  ///   - isActive: Whether it is advertised.
  ///   - update: Fills in the activity.
  /// - Returns: The view.
  nonisolated public func userActivity(
    _ activityType: String, isActive: Bool = true,
    _ update: @escaping (NSUserActivity) -> Void
  ) -> some View {
    self
  }

  /// Advertises an activity about an element; accepted.
  ///
  /// Like SwiftUI's `userActivity(_:element:_:)`, it advertises an activity of
  /// `activityType` for `element` while it is not `nil`; a host advertises nothing.
  ///
  /// - Parameters:
  ///   - activityType: The kind of activity.
  ///   - element: What the activity is about; `nil` advertises none.
  ///   - update: Fills in the activity for the element.
  /// - Returns: The view.
  nonisolated public func userActivity<P>(
    _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
  ) -> some View {
    self
  }
}

/// Attaches an activity handler to the first element of its content; primitive.
nonisolated struct ContinueUserActivityModifier: ViewModifier {
  typealias Body = Never
  let activityType: String
  let action: (NSUserActivity) -> Void

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard first < elements.endIndex else { return }
    let (activityType, action) = (activityType, action)
    elements[first].withHandlers { handlers in
      let inner = handlers.continueActivity
      handlers.continueActivity = { activity in
        let handledInside = inner?(activity) ?? false
        guard activity.activityType == activityType else { return handledInside }
        action(activity)
        return true
      }
    }
  }
}

extension NSUserActivity {
  /// The payload ``setTypedPayload(_:)`` stored in ``userInfo``, decoded as `type`, like
  /// SwiftUI's `typedPayload(_:)`: other entries are ignored.
  ///
  /// - Parameter type: The payload's type.
  /// - Returns: The payload.
  /// - Throws: ``TypedPayloadError/invalidContent`` when the user info holds no payload of
  ///   that shape.
  public func typedPayload<T: Decodable>(_ type: T.Type) throws -> T {
    var entries: [String: Any] = [:]
    for (key, value) in userInfo ?? [:] {
      guard let key = key as? String, JSONSerialization.isValidJSONObject([key: value]) else {
        continue
      }
      entries[key] = value
    }
    guard !entries.isEmpty, let data = try? JSONSerialization.data(withJSONObject: entries),
      let payload = try? JSONDecoder().decode(type, from: data)
    else { throw TypedPayloadError.invalidContent }
    return payload
  }

  /// Stores `payload`'s coding keys and values in ``userInfo``, for ``typedPayload(_:)`` to
  /// read, like SwiftUI's `setTypedPayload(_:)`.
  ///
  /// - Parameter payload: The payload: a type that encodes to keys and values, as a struct
  ///   does.
  /// - Throws: ``TypedPayloadError/encodingError`` when the payload does not encode to keys
  ///   and values (a number, an array, a `NaN`).
  public func setTypedPayload<T: Encodable>(_ payload: T) throws {
    guard let data = try? JSONEncoder().encode(payload),
      let entries = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { throw TypedPayloadError.encodingError }
    addUserInfoEntries(from: entries)
  }

  /// Why a typed payload could not be read or stored, like SwiftUI's
  /// `NSUserActivity.TypedPayloadError`.
  public enum TypedPayloadError: Error, Hashable, Sendable {
    /// The activity holds no payload, or one of another shape.
    case invalidContent
    /// The payload could not be encoded.
    case encodingError
  }
}
