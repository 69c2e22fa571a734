import Foundation
import Testing

/// `.nibbridge.yml` as the commands find it: in the current folder, or named by `--config`; `--rule`
/// options override it; a broken file is reported at its line and the command fails.
struct CLIConfigurationTests {
    /// A copy of the cycle fixture with a configuration file, to run the command inside.
    func project(config: String?) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder("cli-config")
        let project = folder.path + "/App"
        try FileTree.copy(Fixtures.path("Check/cycle"), to: project)
        if let config { try folder.write("App/.nibbridge.yml", config) }
        return (folder, project)
    }

    @Test func configurationInTheCurrentFolderIsRead() throws {
        let (folder, project) = try project(config: "rules:\n  cycle: warning\n")
        let result = try CLI.run(["check", "Trigger.storyboard", "--root", "."], in: project)
        #expect(result.status == 0, "the cycle is only a warning now")
        #expect(result.standardError.hasPrefix("Trigger.storyboard:19:29: warning: nib embedding cycle: "))
        _ = folder
    }

    @Test func ruleOptionOverridesTheFile() throws {
        let (folder, project) = try project(config: "rules:\n  cycle: warning\n")
        let result = try CLI.run(["check", "Trigger.storyboard", "--root", ".", "--rule", "cycle=off"], in: project)
        #expect(result.status == 0)
        #expect(result.standardError == "checked 1 documents: 0 errors, 0 warnings\n")
        _ = folder
    }

    @Test func explicitConfigFileIsRead() throws {
        let (folder, project) = try project(config: nil)
        let config = try folder.write("ci.yml", "rules:\n  cycle: off\n")
        let result = try CLI.run(["check", "Trigger.storyboard", "--root", ".", "--config", config], in: project)
        #expect(result.status == 0)
        #expect(result.standardError == "checked 1 documents: 0 errors, 0 warnings\n")
    }

    @Test func missingExplicitConfigFileFails() throws {
        let (folder, project) = try project(config: nil)
        let result = try CLI.run(["check", "Trigger.storyboard", "--config", folder.file("none.yml")], in: project)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("\(folder.file("none.yml")):1:1: error: cannot read configuration"))
    }

    @Test func brokenConfigurationIsReportedAtItsLine() throws {
        let (folder, project) = try project(config: "rules:\n  cycles: off\n")
        let result = try CLI.run(["check", "Trigger.storyboard", "--root", "."], in: project)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix(".nibbridge.yml:2:3: error: unknown rule 'cycles'; rules are missing-nib, ") == true)
        #expect(lines.dropFirst().prefix(2) == ["  cycles: off", "  ^"])
        #expect(!result.standardError.contains("checked"), "nothing is checked with a broken configuration")
        _ = folder
    }

    @Test func composeReadsTheIncludeList() throws {
        let (folder, project) = try project(config: "include: [PingView]\n")
        let narrowed = try CLI.run(["compose", "Clean.storyboard", "--root", ".", "-o", folder.file("a")], in: project)
        #expect(narrowed.status == 0, "\(narrowed.standardError)")
        #expect(
            narrowed.standardOutput
                == "composed 1 documents, replaced 0 placeholders, wrote 1 files to \(folder.file("a"))\n")
        try FileManager.default.removeItem(atPath: project + "/.nibbridge.yml")
        let all = try CLI.run(["compose", "Clean.storyboard", "--root", ".", "-o", folder.file("b")], in: project)
        #expect(all.status == 0, "\(all.standardError)")
        #expect(
            all.standardOutput
                == "composed 1 documents, replaced 1 placeholders, wrote 1 files to \(folder.file("b"))\n")
    }
}
