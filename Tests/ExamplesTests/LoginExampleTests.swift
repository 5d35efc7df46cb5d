import Testing

@Suite struct LoginExampleTests {
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
    #expect(output.standardOutput.contains("│ Greetings, Mike"))
    #expect(!output.standardOutput.contains("swift ") && !output.standardOutput.contains("[swift"))
    #expect(output.standardError.isEmpty)
  }

  @Test func wrongPasswordShowsTheError() throws {
    let input = "type Username = Mike\ntype Password = nope\ntap Login\n"
    let output = try ExampleRunner.run("login", input: input)
    #expect(output.status == 0)
    #expect(output.standardOutput.contains("│ Wrong user name or password."))
  }

  @Test func helpNamesTheDemoPassword() throws {
    let output = try ExampleRunner.run("login", input: "help\n")
    #expect(output.standardOutput.contains("Demo login: any user name, password \"swift\"."))
  }
}
