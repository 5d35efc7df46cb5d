/// An object whose changes views follow, the way most existing SwiftUI view models are
/// written — without Combine.
///
/// ```swift
/// final class LoginViewModel: ObservableObject {
///   @Published var enteredUserName = ""
/// }
/// ```
///
/// Every `@Published` property announces its changes through ``objectWillChange``; a view
/// holding the object with ``StateObject``, ``ObservedObject`` or ``EnvironmentObject`` is
/// resolved again after it. `@Observable` view models keep working too.
///
/// PureMVVM differs from Combine in one way: ``objectWillChange`` is always an
/// ``ObservableObjectPublisher`` (Combine allows any publisher, for example a
/// `PassthroughSubject`).
public protocol ObservableObject: AnyObject {
  /// Announces that the object is about to change.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The object's publisher, made on first use and the same one every time after.
  public var objectWillChange: ObservableObjectPublisher {
    PublisherTable.shared.publisher(for: self)
  }
}
