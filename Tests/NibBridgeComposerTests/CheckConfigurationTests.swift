import NibBridgeComposer
import NibBridgeDocument
import Testing

/// `.nibbridge.yml`: turning rules off, changing severities, include and exclude lists, and clear
/// diagnostics, at the offending key, for configurations that are wrong.
struct CheckConfigurationTests {
    static let sizeConflict = Fixtures.path("Check/size-conflict")

    func load(_ yaml: String) throws -> CheckConfiguration {
        let folder = try TemporaryFolder("config")
        return try CheckConfiguration.load(path: try folder.write(".nibbridge.yml", yaml))
    }

    /// The error a configuration gives, as `line:column: message`.
    func error(_ yaml: String) throws -> String {
        let folder = try TemporaryFolder("config")
        let path = try folder.write(".nibbridge.yml", yaml)
        do {
            _ = try CheckConfiguration.load(path: path)
            return "no error"
        } catch {
            #expect(error.severity == .error)
            #expect(error.rule == "config")
            #expect(error.location?.path == path)
            return "\(error.location?.line ?? 0):\(error.location?.column ?? 0): \(error.message)"
        }
    }

    func checkSizeConflict(_ configuration: CheckConfiguration) -> [String] {
        CheckRun.run(
            paths: [Self.sizeConflict + "/Trigger.storyboard"], root: Self.sizeConflict, configuration: configuration
        )
        .diagnostics.map { "\($0.severity.rawValue) \($0.rule ?? "")" }
    }

    @Test func defaultsApplyWithoutConfiguration() throws {
        #expect(checkSizeConflict(CheckConfiguration()) == ["warning size-conflict", "note placeholder-constraints"])
        #expect(try load("") == CheckConfiguration())
        #expect(try load("# nothing configured yet\n") == CheckConfiguration())
    }

    @Test(arguments: ["off", "false", "\"off\"", "disabled"])
    func ruleTurnedOff(_ value: String) throws {
        let configuration = try load("rules:\n  placeholder-constraints: \(value)\n")
        #expect(configuration.severity(of: .placeholderConstraints) == nil)
        #expect(configuration.severity(of: .sizeConflict) == .warning)
        #expect(checkSizeConflict(configuration) == ["warning size-conflict"])
    }

    @Test func severitiesRaisedAndLowered() throws {
        let configuration = try load(
            "rules:\n  size-conflict: error\n  placeholder-constraints: warning\n  cycle: note\n")
        #expect(configuration.severity(of: .sizeConflict) == .error)
        #expect(configuration.severity(of: .cycle) == .note)
        #expect(checkSizeConflict(configuration) == ["error size-conflict", "warning placeholder-constraints"])
    }

    @Test func includeAndExcludeLists() throws {
        let configuration = try load("include: [GaugeView, GhostView]\nexclude:\n  - LegacyView\n")
        #expect(
            configuration.selection == BridgeSelection(include: ["GaugeView", "GhostView"], exclude: ["LegacyView"]))
        #expect(checkSizeConflict(configuration) == ["warning size-conflict", "note placeholder-constraints"])
        // An excluded class is not bridged: its views are no placeholders, and no rule looks at them.
        #expect(checkSizeConflict(try load("exclude: [GaugeView]\n")).isEmpty)
        // Included but without a nib: the missing nib is an error at the view.
        let missing = Fixtures.path("Check/missing-nib")
        let diagnostics = CheckRun.run(
            paths: [missing + "/Trigger.storyboard"], root: missing, configuration: try load("include: [GhostView]\n")
        ).diagnostics
        #expect(
            diagnostics.map(\.description) == [
                "\(missing)/Trigger.storyboard:19:29: error: no nib named 'GhostView.xib' under \(missing) for bridged "
                    + "class GhostView [missing-nib]"
            ])
    }

    @Test func unknownRuleIsReportedAtItsKey() throws {
        #expect(
            try error("rules:\n  size-conflict: error\n  size-conflicts: off\n") == "3:3: unknown rule "
                + "'size-conflicts'; rules are \(CheckRule.all.map(\.id).joined(separator: ", "))")
    }

    @Test func unknownSeverityIsReportedAtItsValue() throws {
        #expect(
            try error("rules:\n  cycle: fatal\n")
                == "2:10: unknown severity 'fatal' for rule 'cycle'; use off, note, warning or error")
        #expect(
            try error("rules:\n  cycle: 2\n")
                == "2:10: unknown severity '2' for rule 'cycle'; use off, note, warning or error")
    }

    @Test func unknownKeyIsReportedAtItsKey() throws {
        #expect(
            try error("include: [BadgeView]\nexlude: [LegacyView]\n")
                == "2:1: unknown configuration key 'exlude'; the keys are include, exclude and rules")
    }

    @Test func wronglyShapedValuesAreErrors() throws {
        // A single name would otherwise read as an empty list, which bridges every class.
        #expect(try error("include: BadgeView\n") == "1:10: 'include' must be a list of class names")
        #expect(try error("exclude:\n  - [LegacyView]\n") == "2:5: 'exclude' must be a list of class names")
        #expect(try error("rules: [cycle]\n") == "1:8: 'rules' must map rule ids to severities")
        #expect(try error("- cycle\n") == "1:1: the configuration must be a mapping")
    }

    @Test func syntaxErrorsSayWhere() throws {
        #expect(
            try error("rules:\n  cycle: [error\n") == "3:1: invalid YAML: did not find expected ',' or ']' "
                + "while parsing a flow sequence at line 2, column 10")
    }

    @Test func firstProblemInTheFileIsTheOneReported() throws {
        // Keys are read in file order, not in a dictionary's: the report does not change from run to run.
        for _ in 0..<20 {
            #expect(
                try error("zeta: 1\nalpha: 2\nrules:\n  nope: off\n")
                    == "1:1: unknown configuration key 'zeta'; the keys are include, exclude and rules")
        }
    }
}
