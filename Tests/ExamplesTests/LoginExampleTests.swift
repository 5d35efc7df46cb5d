import Testing

@Suite(.timeLimit(.minutes(1))) struct LoginExampleTests {
  @Test func pipedSessionLogsInShowsTheGreetingAndLogsOut() throws {
    let input = """
      type Username = Mike
      type Password = swift
      tap Login
      tap Log out
      quit

      """
    let output = try ExampleRunner.run("login", input: input)
    #expect(output.status == 0)
    let screens = output.standardOutput.components(separatedBy: "┌").dropFirst()
    // One screen per command, and one more while the login runs.
    #expect(screens.count == 6)
    #expect(Array(screens)[3].contains("Logging in…"))
    #expect(screens.dropLast().last?.contains("Greetings, Mike") == true)
    expectTheLoginFormAfterLoggingOut(screens.last ?? "")
    #expect(!output.standardOutput.contains("swift ") && !output.standardOutput.contains("[swift"))
    #expect(output.standardError.isEmpty)
  }

  /// Checks the screen after logging out: the form again, with the name kept and the
  /// password cleared.
  private func expectTheLoginFormAfterLoggingOut(_ screen: String) {
    #expect(!screen.contains("Greetings"))
    #expect(screen.contains("│ Username: [Mike"))
    // The fields left the screen while logged in, and the focus with them.
    #expect(screen.contains("│ Password: [                        ] │"))
    #expect(screen.contains("[ Login ]"))
  }

  @Test func wrongPasswordShowsTheError() throws {
    let input = "type Username = Mike\ntype Password = nope\ntap Login\n"
    let output = try ExampleRunner.run("login", input: input)
    #expect(output.status == 0)
    #expect(output.standardOutput.contains("│ │         Couldn't log in          │ │"))
    #expect(output.standardOutput.contains("│ │   Wrong user name or password.   │ │"))
    #expect(output.standardOutput.contains("│ │              [ OK ]              │ │"))
  }

  @Test func helpNamesTheDemoPassword() throws {
    let output = try ExampleRunner.run("login", input: "help\n")
    #expect(output.standardOutput.contains("Demo login: any user name, password \"swift\"."))
  }

  @Test func helpListsOnlyTheCommandsTheLoginScreenOffers() throws {
    let output = try ExampleRunner.run("login", input: "help\n")
    #expect(output.standardOutput.contains("  tap <label> "))
    #expect(output.standardOutput.contains("  type <field> = <text> "))
    #expect(!output.standardOutput.contains("toggle"))
    #expect(!output.standardOutput.contains("delete"))
  }

  @Test(arguments: ["--help", "-h"])
  func helpOptionPrintsUsageAndExitsZero(option: String) throws {
    let output = try ExampleRunner.run("login", [option])
    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("Usage: login\n"))
    #expect(!output.standardOutput.contains("┌"))
  }

  @Test(arguments: [["--bogus"], ["Mike"], ["--help", "extra"]])
  func unknownArgumentsExitTwoWithUsage(arguments: [String]) throws {
    let output = try ExampleRunner.run("login", arguments, input: "quit\n")
    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("error: Unknown argument \"\(arguments[0])\"."))
    #expect(output.standardError.contains("Usage: login"))
    #expect(output.standardOutput.isEmpty)
  }
}
