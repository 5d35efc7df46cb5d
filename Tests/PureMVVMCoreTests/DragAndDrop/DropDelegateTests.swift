import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A drop asks its delegate in the system's order and stops where the delegate refuses.
@MainActor
@Suite struct DropDelegateTests {
  /// A delegate that logs each call and answers as told.
  final class Logger: DropDelegate {
    var calls: [String] = []
    var validates = true
    var proposal: DropOperation?

    func validateDrop(info: DropInfo) -> Bool {
      calls.append("validate")
      return validates
    }

    func dropEntered(info: DropInfo) { calls.append("entered") }

    func dropUpdated(info: DropInfo) -> DropProposal? {
      calls.append("updated")
      return proposal.map(DropProposal.init)
    }

    func dropExited(info: DropInfo) { calls.append("exited") }

    func performDrop(info: DropInfo) -> Bool {
      calls.append("perform \(info.itemProviders(for: [.text]).count) at \(Int(info.location.x))")
      return true
    }
  }

  private func drop(on delegate: Logger) async throws -> Bool {
    let design = Text("Destino").onDrop(of: [.text], delegate: delegate)
    return try await DesignInspector(design).find(text: "Destino")
      .drop(["una", "dos"], at: CGPoint(x: 12, y: 3))
  }

  @Test func anAcceptedDropValidatesEntersUpdatesAndPerforms() async throws {
    let delegate = Logger()
    #expect(try await drop(on: delegate))
    #expect(delegate.calls == ["validate", "entered", "updated", "perform 2 at 12"])
  }

  @Test func aDropTheDelegateDoesNotValidateStopsThere() async throws {
    let delegate = Logger()
    delegate.validates = false
    #expect(try await drop(on: delegate) == false)
    #expect(delegate.calls == ["validate"])
  }

  @Test(arguments: [DropOperation.forbidden, .cancel])
  func aRefusingProposalExitsWithoutPerforming(operation: DropOperation) async throws {
    let delegate = Logger()
    delegate.proposal = operation
    #expect(try await drop(on: delegate) == false)
    #expect(delegate.calls == ["validate", "entered", "updated", "exited"])
  }

  @Test func aMoveProposalPerforms() async throws {
    let delegate = Logger()
    delegate.proposal = .move
    #expect(try await drop(on: delegate))
    #expect(delegate.calls.last == "perform 2 at 12")
  }

  @Test func itemsOfNoSupportedTypeNeverReachTheDelegate() async throws {
    let delegate = Logger()
    let design = Text("Fotos").onDrop(of: [.image], delegate: delegate)
    #expect(try await DesignInspector(design).find(text: "Fotos").drop(["texto"]) == false)
    #expect(delegate.calls.isEmpty)
  }
}
