import RouteListFeature
import Testing

@Suite struct HikingRouteTests {
  @Test func shortRoutesFilterExcludesTenKilometres() {
    #expect(HikingRoute(name: "a", distance: 9.99).isShort)
    #expect(!HikingRoute(name: "a", distance: 10.0).isShort)
    #expect(!HikingRoute(name: "a", distance: 14.2).isShort)
  }

  @Test(arguments: [
    (6.4, "6.4 km"), (14.2, "14.2 km"), (8.1, "8.1 km"), (10.0, "10.0 km"), (0.05, "0.1 km"),
    (9.94, "9.9 km"), (9.99, "9.9 km"), (10.04, "10.0 km"), (999.96, "1000.0 km"),
  ])
  func distanceShowsOneDecimal(distance: Double, text: String) {
    #expect(HikingRoute(name: "a", distance: distance).formattedDistance == text)
  }

  @Test func aDecimalTooLargeForADoubleIsTooLongNotNegative() throws {
    let distance = try HikingRoute.parseDistance("1" + String(repeating: "0", count: 400))
    #expect(throws: RouteValidationError.distanceTooLong) {
      try HikingRoute.validate(name: "Pico", distance: distance)
    }
  }

  @Test func validNamesAndDistancesPass() throws {
    try HikingRoute.validate(name: "Laguna Serena", distance: 0.1)
    try HikingRoute.validate(name: "Laguna Serena", distance: 0.05)
    try HikingRoute.validate(name: String(repeating: "a", count: 100), distance: 1_000)
  }

  @Test(arguments: [
    ("", 5.0, RouteValidationError.emptyName),
    (String(repeating: "a", count: 101), 5.0, .nameTooLong),
    ("Pico", 0.0, .distanceNotPositive),
    ("Pico", -3.0, .distanceNotPositive),
    ("Pico", .nan, .distanceNotPositive),
    ("Pico", -.infinity, .distanceNotPositive),
    ("Pico", .infinity, .distanceTooLong),
    ("Pico", 1_000.01, .distanceTooLong),
    ("Pico", 0.04, .distanceTooShort),
    ("Pico", .leastNonzeroMagnitude, .distanceTooShort),
  ])
  func invalidRoutesAreRejected(name: String, distance: Double, error: RouteValidationError) {
    #expect(throws: error) { try HikingRoute.validate(name: name, distance: distance) }
  }

  @Test func validationMessagesAreSpanishSentences() {
    #expect(RouteValidationError.emptyName.description == "Escribe un nombre para la ruta.")
    #expect(
      RouteValidationError.distanceTooLong.description == "La distancia no puede superar 1000 km.")
    #expect(
      RouteValidationError.distanceNotANumber("seis").description
        == "«seis» no es una distancia; escribe los km, por ejemplo 6.4.")
    #expect(
      RouteValidationError.distanceTooShort.description
        == "La distancia debe ser de al menos 0.1 km.")
    #expect(
      RouteValidationError.duplicateName(existing: "Cresta del Águila").description
        == "Ya hay una ruta llamada «Cresta del Águila».")
  }

  @Test func messagesQuotingTypedTextEscapeControlCharacters() {
    #expect(
      RouteValidationError.distanceNotANumber("\u{1B}[31m").description
        == "«\\u{1B}[31m» no es una distancia; escribe los km, por ejemplo 6.4.")
    #expect(
      RouteValidationError.duplicateName(existing: "A\u{202E}B").description
        == "Ya hay una ruta llamada «A\\u{202E}B».")
  }

  private static let samples = [
    HikingRoute(name: "Cresta del Águila", distance: 14.2),
    HikingRoute(name: "Laguna Serena", distance: 8.1),
  ]

  @Test(arguments: [
    ("cresta del aguila", "Cresta del Águila"), ("CRESTA DEL ÁGUILA", "Cresta del Águila"),
    ("laguna serena", "Laguna Serena"),
  ])
  func namesThatDifferOnlyInCaseOrAccentsAreDuplicates(name: String, existing: String) {
    #expect(throws: RouteValidationError.duplicateName(existing: existing)) {
      try HikingRoute.validateUnique(name: name, among: Self.samples)
    }
  }

  @Test func aDifferentNameIsUnique() throws {
    try HikingRoute.validateUnique(name: "Cresta del Águila Norte", among: Self.samples)
    try HikingRoute.validateUnique(name: "Laguna", among: Self.samples)
  }

  @Test(arguments: [
    ("6.4", 6.4), (" 6,4 ", 6.4), ("10", 10.0), ("-2", -2.0), ("+6.4", 6.4), (".5", 0.5),
    ("5.", 5.0), ("0007", 7.0),
  ])
  func parsesTypedDistances(text: String, distance: Double) throws {
    #expect(try HikingRoute.parseDistance(text) == distance)
  }

  @Test(arguments: [
    "", "  ", "seis", "6.4 km", "1,2,3", "0x10", "0x1p3", "1e400", "1e3", "2E1", "inf",
    "-infinity", "nan", "+", ".", "-.", "1.2.3", "1 000", "٣", "6\u{0}",
  ])
  func rejectsTextThatIsNotADistance(text: String) {
    #expect(throws: RouteValidationError.distanceNotANumber(text)) {
      try HikingRoute.parseDistance(text)
    }
  }
}
