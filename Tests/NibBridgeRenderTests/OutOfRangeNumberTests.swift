import Foundation
import NibBridgeDocument
import Testing

@testable import NibBridgeRender

/// Finite but huge numbers in documents (issue 11, item 2): frames 3000000000 or 1e19 points wide,
/// constraint constants of 1e19 and 1e300, a font of 1e30 points, 3000000000 lines. Nothing traps: each
/// value is a warning at its attribute and is drawn clamped; a picture too large to make is an error at its
/// object; in folder mode the other documents are drawn and the index is written.
@Suite("Out-of-range numbers", .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct OutOfRangeNumberTests {
    static let folder = Fixtures.folder + "/HugeNumbers"

    /// The 1-based line and column of an attribute's value in a fixture (the `n`th occurrence).
    static func position(of attribute: String, _ occurrence: Int = 1, in file: String) throws -> (Int, Int) {
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        var seen = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: attribute) else { continue }
            seen += 1
            if seen == occurrence {
                return (number + 1, line.utf8.distance(from: line.startIndex, to: range.upperBound) + 1)
            }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    static func warnings(_ summary: RenderSummary) -> [Diagnostic] {
        summary.diagnostics.filter { $0.rule == "number" }
    }

    @Test(
        "a view 3000000000 by 1e19 points: no picture, an error at the view, a warning at each value",
        arguments: ["svg", "png"])
    func hugeRootView(format: String) throws {
        let output = try RenderRunTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let summary = RenderRun.run(
            RenderRequest(paths: [Self.folder + "/WideView.xib"], output: output + "/w." + format))
        #expect(summary.files.isEmpty)
        let error = try #require(summary.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("picture size 3000000000x1e+19"), "\(error.message)")
        #expect(error.location?.line == 11)
        let warnings = Self.warnings(summary)
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let width = try Self.position(of: "width=\"", 1, in: "WideView.xib")
        #expect(warnings.contains { $0.location?.line == width.0 && $0.location?.column == width.1 }, "\(warnings)")
        #expect(warnings.contains { $0.message.hasPrefix("height=\"1e19\"") })
        #expect(!FileManager.default.fileExists(atPath: output + "/w." + format))
    }

    @Test("huge frames, constants, a 1e30-point font and 3000000000 lines are drawn clamped, each reported")
    func hugeContent() throws {
        let output = try RenderRunTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        for format in ["svg", "png"] {
            let summary = RenderRun.run(
                RenderRequest(paths: [Self.folder + "/FarContent.xib"], output: output + "/far." + format))
            #expect(!summary.hasErrors, "\(summary.diagnostics)")
            #expect(summary.files.first?.width == 320 && summary.files.first?.height == 240)
            let messages = Self.warnings(summary).map(\.message)
            for value in [
                "pointSize=\"1e30\"", "numberOfLines=\"3000000000\"", "constant=\"1e19\"", "constant=\"1e300\"",
                "x=\"1e19\"", "y=\"-3000000000\"",
            ] {
                #expect(messages.contains { $0.hasPrefix(value) }, "\(value) not reported: \(messages)")
            }
            let font = try Self.position(of: "pointSize=\"", 1, in: "FarContent.xib")
            #expect(Self.warnings(summary).contains { $0.location?.line == font.0 && $0.location?.column == font.1 })
        }
        let svg = try String(contentsOfFile: output + "/far.svg", encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(!svg.contains("e+19") && !svg.contains("3000000000"))
    }

    @Test("a window whose content rect is 1e19 wide is an error at the window")
    func hugeWindow() throws {
        let output = try RenderRunTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let summary = RenderRun.run(RenderRequest(paths: [Self.folder + "/HugeWindow.xib"], output: output + "/w.png"))
        let error = try #require(summary.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("1e+19x268"))
        #expect(error.location?.line == 10)
        #expect(Self.warnings(summary).contains { $0.message.hasPrefix("size=\"1e30\"") })
    }

    @Test(
        "folder mode: the documents with huge numbers are reported, the others drawn, and the index written",
        arguments: [PictureFormat.svg, .png])
    func folderGoesOn(format: PictureFormat) throws {
        let output = try RenderRunTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let summary = RenderRun.run(RenderRequest(paths: [Self.folder], output: output, folderFormat: format))
        #expect(summary.hasErrors)
        let index = try #require(summary.index)
        #expect(FileManager.default.fileExists(atPath: index))
        #expect(
            Set(summary.files.map { ($0.document as NSString).lastPathComponent }) == ["FarContent.xib", "Fine.xib"])
        let failed = summary.diagnostics.filter { $0.severity == .error }.compactMap { $0.location?.path }
        #expect(Set(failed.map { ($0 as NSString).lastPathComponent }) == ["HugeWindow.xib", "WideView.xib"])
    }

    @Test("conversions to integers saturate instead of trapping")
    func saturatingConversions() {
        #expect(Int32(saturating: 3_000_000_000.0) == .max)
        #expect(Int32(saturating: -1e19) == .min)
        #expect(Int32(saturating: Double.nan) == 0)
        #expect(Int32(saturating: 12.9) == 12)
        #expect(Int32(saturating: Int.max) == .max)
        #expect(Int(saturating: 1e19) == .max)
        #expect(Int(saturating: -Double.infinity) == .min)
        #expect(RenderLimits.length(1e300) == RenderLimits.maximumLength)
        #expect(RenderLimits.length(.nan) == 0)
        #expect(RenderColor(red: .nan, green: 2, blue: -1).hex == "#00ff00")
        #expect(Device(name: "x", width: 1e19, height: 3e9, statusBar: 0).description == "x (1e+19x3000000000)")
    }

    @Test("picture sizes: PNG sides stop at 32767 pixels, SVG sides at 1000000 points")
    func pictureSizes() {
        #expect(RenderLimits.pictureSizeProblem(width: 320, height: 480, format: .png, scale: 2) == nil)
        #expect(RenderLimits.pictureSizeProblem(width: 20_000, height: 10, format: .png, scale: 2) != nil)
        #expect(RenderLimits.pictureSizeProblem(width: 20_000, height: 10, format: .svg, scale: 2) == nil)
        #expect(RenderLimits.pictureSizeProblem(width: 3e9, height: 10, format: .svg, scale: 1) != nil)
        #expect(RenderLimits.pictureSizeProblem(width: .infinity, height: 10, format: .svg, scale: 1) != nil)
    }
}
