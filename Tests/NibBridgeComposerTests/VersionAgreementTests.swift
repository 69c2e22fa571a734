import Foundation
import Testing

/// One version everywhere a user sees one: the podspec's `s.version`, `nibbridge --version`, the latest
/// release of CHANGELOG.md (Keep a Changelog: an `Unreleased` section first, then releases, newest first), and
/// the `.package(url:from:)` and Podfile lines of README.md and the DocC Getting Started.
struct VersionAgreementTests {
    /// The package's folder, from this file's place in it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + relative, encoding: .utf8)
    }

    /// `s.version = '1.2.3'` in NibBridge.podspec.
    static func podspecVersion() throws -> String? {
        try read("NibBridge.podspec").split(separator: "\n").lazy.compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("s.version"), let open = text.firstIndex(of: "'"),
                let close = text.lastIndex(of: "'"), open < close
            else { return nil }
            return String(text[text.index(after: open)..<close])
        }.first
    }

    /// The versions of CHANGELOG.md's `## [...]` headings, in order.
    static func changelogSections() throws -> [String] {
        try read("CHANGELOG.md").split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<close])
        }
    }

    @Test func podspecToolAndChangelogAgree() throws {
        let podspec = try #require(try Self.podspecVersion(), "no s.version in NibBridge.podspec")
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == podspec + "\n")
        let sections = try Self.changelogSections()
        #expect(sections.first == "Unreleased")
        #expect(sections.dropFirst().first == podspec, "CHANGELOG.md's latest release is not \(podspec)")
    }

    @Test(arguments: ["README.md", "Sources/NibBridge/NibBridge.docc/GettingStarted.md"])
    func installingInstructionsNameTheVersion(_ file: String) throws {
        let version = try #require(try Self.podspecVersion(), "no s.version in NibBridge.podspec")
        let text = try Self.read(file)
        #expect(text.contains(".package(url: \"https://github.com/nibbridge/NibBridge\", from: \"\(version)\")"))
        #expect(text.contains("pod 'NibBridge', '~> \(version)'"))
    }

    @Test func changelogLinksEveryRelease() throws {
        let changelog = try Self.read("CHANGELOG.md")
        for version in try Self.changelogSections() {
            #expect(changelog.contains("\n[\(version)]: https://"), "no link for [\(version)]")
        }
    }
}
