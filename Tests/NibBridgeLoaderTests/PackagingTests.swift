import Foundation
import Testing

/// One source of truth for where the runtime library runs: `Package.swift`'s platforms, which the podspec
/// reads and `Scripts/check-apple-sdk.sh` checks at; and a tools version Xcode 16.0 (Swift 6.0) resolves.
@Suite("Packaging")
struct PackagingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("Package.swift's tools version is one Xcode 16.0 resolves")
    func toolsVersion() throws {
        let firstLine = try Self.read("Package.swift").split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine == "// swift-tools-version: 6.0")
    }

    @Test("the podspec takes its deployment targets from Package.swift and names none of its own")
    func podspecReadsPackageSwift() throws {
        let podspec = try Self.read("NibBridge.podspec")
        #expect(podspec.contains("File.read(File.join(__dir__, 'Package.swift'))"))
        #expect(!podspec.contains("deployment_target = '"), "a literal deployment target")
        for platform in ["ios", "tvos", "osx"] {
            #expect(podspec.contains("s.\(platform).deployment_target = targets.fetch("))
        }
        // The podspec's pattern, applied to Package.swift, finds every platform.
        let package = try Self.read("Package.swift")
        let pattern = try Regex(#"\.(iOS|tvOS|macOS)\(\.v(\d+(?:_\d+)?)\)"#)
        let platforms = Set(package.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
        #expect(platforms == ["iOS", "tvOS", "macOS"])
    }
}
