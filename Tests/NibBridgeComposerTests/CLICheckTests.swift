import Foundation
import NibBridgeDocument
import Testing

/// `nibbridge check` end to end: exit codes (0 clean or warnings only, 1 with errors, 64 for bad usage),
/// compiler-style text on standard error, JSON and GitHub annotations on standard output, and
/// `.nibbridge.yml` read from the current folder.
struct CLICheckTests {
    static let cycle = Fixtures.path("Check/cycle")
    static let sizeConflict = Fixtures.path("Check/size-conflict")

    @Test func cleanDocumentExitsWithZero() throws {
        let result = try CLI.run(["check", "--root", Self.cycle, Self.cycle + "/Clean.storyboard"])
        #expect(result.status == 0)
        #expect(result.standardError == "checked 1 documents: 0 errors, 0 warnings\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func warningsAloneExitWithZero() throws {
        let result = try CLI.run(["check", "--root", Self.sizeConflict, Self.sizeConflict + "/Trigger.storyboard"])
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.first == "\(Self.sizeConflict)/Trigger.storyboard:19:29: warning: placeholder requires width == "
                + "100 but nib 'GaugeView' requires width == 120: the layout is unsatisfiable [size-conflict]")
        #expect(lines.last == "checked 1 documents: 0 errors, 1 warnings")
    }

    @Test func errorsExitWithOneAndShowTheElement() throws {
        let result = try CLI.run(["check", "--root", Self.cycle, Self.cycle + "/Trigger.storyboard"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.first == "\(Self.cycle)/Trigger.storyboard:19:29: error: nib embedding cycle: PingView -> "
                + "PongView -> PingView [cycle]")
        #expect(lines.count > 3 && lines[1].hasPrefix(String(repeating: " ", count: 28) + "<view contentMode="))
        #expect(lines.count > 3 && lines[2] == String(repeating: " ", count: 28) + "^")
        #expect(lines.suffix(2) == ["checked 1 documents: 1 errors, 0 warnings", ""])
    }

    @Test(arguments: [
        ["check"],
        ["check", "--format", "xml", "Trigger.storyboard"],
        ["check", "--rule", "cycles=off", "Trigger.storyboard"],
        ["check", "--rule", "cycle=fatal", "Trigger.storyboard"],
        ["check", "--rule", "cycle", "Trigger.storyboard"],
        ["check", "--frobnicate", "Trigger.storyboard"],
        ["compose", "Trigger.storyboard"],
        ["graph", "--format", "png", "Trigger.storyboard"],
    ])
    func badUsageExitsWith64(_ arguments: [String]) throws {
        let result = try CLI.run(arguments, in: Self.cycle)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
        #expect(result.standardError.hasPrefix("Error: "), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func jsonIsValidAndCarriesRuleSeverityAndLocation() throws {
        let result = try CLI.run([
            "check", "--format", "json", "--root", Self.sizeConflict, Self.sizeConflict + "/Trigger.storyboard",
        ])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let data = Data(result.standardOutput.utf8)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects.count == 2)
        #expect(objects.map { $0["rule"] as? String } == ["size-conflict", "placeholder-constraints"])
        #expect(objects.map { $0["severity"] as? String } == ["warning", "note"])
        let decoded = try JSONDecoder().decode([Diagnostic].self, from: data)
        let location = try #require(decoded.first?.location)
        #expect(location.path == Self.sizeConflict + "/Trigger.storyboard")
        #expect(location.line == 19)
        #expect(location.column == 29)
        #expect(decoded.first?.notes.first?.location?.description == Self.sizeConflict + "/GaugeView.xib:11:9")
        #expect(decoded.allSatisfy { $0.location?.description == Self.sizeConflict + "/Trigger.storyboard:19:29" })
    }

    @Test func jsonOfACleanRunIsAnEmptyArray() throws {
        let result = try CLI.run(["check", "--format", "json", "--root", Self.cycle, Self.cycle + "/Clean.storyboard"])
        #expect(result.status == 0)
        #expect(try JSONDecoder().decode([Diagnostic].self, from: Data(result.standardOutput.utf8)).isEmpty)
    }

    @Test func githubAnnotationsHaveTheWorkflowCommandShape() throws {
        let errors = try CLI.run([
            "check", "--format", "github", "--root", Self.cycle, Self.cycle + "/Trigger.storyboard",
        ])
        #expect(errors.status == 1)
        #expect(
            errors.standardOutput == "::error file=\(Self.cycle)/Trigger.storyboard,line=19,col=29,title=cycle::"
                + "nib embedding cycle: PingView -> PongView -> PingView\n")
        let warnings = try CLI.run([
            "check", "--format", "github", "--root", Self.sizeConflict, Self.sizeConflict + "/Trigger.storyboard",
        ])
        #expect(warnings.status == 0)
        let file = "file=\(Self.sizeConflict)/Trigger.storyboard,line=19,col=29"
        #expect(
            warnings.standardOutput.split(separator: "\n").map(String.init) == [
                "::warning \(file),title=size-conflict::placeholder requires width == 100 but nib 'GaugeView' requires "
                    + "width == 120: the layout is unsatisfiable",
                "::notice \(file),title=placeholder-constraints::1 constraint(s) on the GaugeView placeholder are kept on "
                    + "the nib's view",
            ])
    }

    @Test func githubAnnotationPropertiesAreEscaped() throws {
        // GitHub splits properties at ',' and ends them at ':': a folder named "Login, Signup" must be
        // written as "Login%2C Signup" or the annotation points nowhere.
        let project = try TemporaryFolder("cli-github")
        let folder = project.path + "/Login, Signup"
        try FileTree.copy(Self.cycle, to: folder)
        let result = try CLI.run(["check", "--format", "github", "--root", folder, folder + "/Trigger.storyboard"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.hasPrefix(
                "::error file=\(project.path)/Login%2C Signup/Trigger.storyboard,line=19,col=29,title=cycle::"))
    }
}
