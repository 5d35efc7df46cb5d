import Observation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Observable
final class TallyViewModel {
  struct Profile: Equatable {
    var name = "Ana"
    var tags: [String] = []
  }

  var count = 0
  var profile = Profile()
  var note: String?

  func increment() { count += 1 }

  /// Finishes later, on the main actor, as a network call would.
  func incrementLater(by amount: Int = 10) {
    Task {
      await Task.yield()
      count += amount
      note = "done"
    }
  }
}

struct TallyState: Equatable {
  var count: Int
  var profile: TallyViewModel.Profile
  var note: String?
}

struct TallyDesign: View {
  let count: Int
  let increment: () -> Void

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Add", action: increment)
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ViewModelTesterTests {
  private func makeTester(_ exhaustivity: Exhaustivity = .on) -> ViewModelTester<
    TallyViewModel, TallyState
  > {
    ViewModelTester(TallyViewModel(), exhaustivity: exhaustivity) { model in
      TallyState(count: model.count, profile: model.profile, note: model.note)
    }
  }

  @Test func sendPassesWhenTheExpectationDescribesTheChange() async {
    let tester = makeTester()
    await tester.send {
      $0.increment()
    } expecting: {
      $0.count = 1
    }
    await tester.send {
      $0.profile.tags.append("x")
    } expecting: {
      $0.profile.tags = ["x"]
    }
    await tester.finish()
    #expect(tester.state.count == 1)
  }

  @Test func undescribedChangeFailsWithAFieldDiff() async {
    let tester = makeTester()
    await withKnownIssue {
      await tester.send {
        $0.increment()
        $0.note = "surprise"
      } expecting: {
        $0.count = 1
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasSuffix("(- expected, + actual):\n- note: nil\n+ note: \"surprise\"\n")
      }
    }
  }

  @Test func wrongExpectedValueFailsAtTheCaller() async {
    let tester = makeTester()
    let line = #line + 2
    await withKnownIssue {
      await tester.send {
        $0.increment()
      } expecting: {
        $0.count = 2
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.hasSuffix("- count: 2\n+ count: 1\n") }
    }
  }

  @Test func nestedFieldsAndArrayElementsAreNamedByPath() async {
    let tester = makeTester()
    await tester.send {
      $0.profile.tags = ["a", "b"]
    } expecting: {
      $0.profile.tags = ["a", "b"]
    }
    await withKnownIssue {
      await tester.send {
        $0.profile.tags[1] = "c"
        $0.profile.name = "Eva"
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasSuffix(
          "- profile.name: \"Ana\"\n+ profile.name: \"Eva\"\n"
            + "- profile.tags[1]: \"b\"\n+ profile.tags[1]: \"c\"\n")
      }
    }
  }

  @Test func arraysOfDifferentLengthsShowTheExtraElements() async {
    let tester = makeTester()
    await withKnownIssue {
      await tester.send { $0.profile.tags = ["a"] }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasSuffix("+ profile.tags[0]: \"a\"\n") }
    }
  }

  @Test func nonExhaustiveModeChecksOnlyDescribedFieldsAndListsTheRest() async {
    let tester = makeTester(.off)
    await tester.send {
      $0.increment()
      $0.note = "skipped"
    } expecting: {
      $0.count = 1
    }
    #expect(tester.skippedChanges == ["- note: nil\n+ note: \"skipped\"\n"])
    await withKnownIssue {
      await tester.send {
        $0.increment()
      } expecting: {
        $0.count = 5
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasSuffix("- count: 5\n+ count: 2\n") }
    }
  }

  @Test func receiveWaitsForAsyncWorkThroughObservation() async {
    let tester = makeTester()
    await tester.send { $0.incrementLater() }
    await tester.receive {
      $0.count = 10
      $0.note = "done"
    }
    await tester.finish()
  }

  @Test func receiveFailsWhenNothingChangesInTime() async {
    let tester = makeTester()
    await withKnownIssue {
      await tester.receive(timeout: .milliseconds(20)) { $0.count = 1 }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "Expected a change of the state within 0.02 seconds, but none arrived."
      }
    }
  }

  @Test func finishFailsOnAChangeNobodyAsserted() async {
    let tester = makeTester()
    tester.model.count = 3
    await withKnownIssue {
      await tester.finish()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("The state changed after the last assertion")
          && $0.rawValue.hasSuffix("- count: 0\n+ count: 3\n")
      }
    }
  }

  @Test func finishFailsWhileChangesAreStillArriving() async {
    let tester = makeTester()
    await tester.send { $0.incrementLater(by: 2) }
    await withKnownIssue {
      await tester.finish()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("The state was still changing") }
    }
  }

  @Test func renderingFormAssertsWhatTheUserSees() async {
    let tester = ViewModelTester(TallyViewModel(), width: 20) { model in
      TallyDesign(count: model.count, increment: model.increment)
    }
    await tester.send {
      $0.increment()
    } expecting: {
      $0 = """
        ┌──────────────────┐
        │     Count: 1     │
        │     [ Add ]      │
        └──────────────────┘

        """
    }
    await withKnownIssue {
      await tester.send { $0.increment() }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("-│     Count: 1     │\n+│     Count: 2     │\n")
      }
    }
  }
}
