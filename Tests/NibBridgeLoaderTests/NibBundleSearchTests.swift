import Foundation
import Testing

@testable import NibBridge

/// ``NibLocation/automatic``: an app target, a framework and a SwiftPM target each find their nib with the
/// default options. SwiftPM copies a target's resources into `<Package>_<Target>.bundle`, which
/// `Bundle(for:)` does not name; the search finds it beside or inside the class's and the main bundle.
@Suite("Nib lookup")
struct NibBundleSearchTests {
    /// A folder with bundles laid out as an app's: `App.app/` holding `Frameworks/Kit.framework/`, and the
    /// given SwiftPM resource bundles, each with the nibs named.
    private static func app(_ layout: [String: [String]]) throws -> (root: String, app: Bundle, framework: Bundle) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nib-search-\(UUID().uuidString)")
        for (folder, nibs) in layout {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for nib in nibs { try Data().write(to: url.appendingPathComponent("\(nib).nib")) }
        }
        for folder in ["App.app", "App.app/Frameworks/Kit.framework"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let app = try #require(Bundle(path: root.appendingPathComponent("App.app").path))
        let framework = try #require(Bundle(path: root.appendingPathComponent("App.app/Frameworks/Kit.framework").path))
        return (root.path, app, framework)
    }

    private static func found(_ nib: String, in bundles: [Bundle]) -> String? {
        bundles.first { $0.path(forResource: nib, ofType: "nib") != nil }.map {
            ($0.bundlePath as NSString).lastPathComponent
        }
    }

    @Test("the class's bundle first: an app target, or a framework holding its nibs")
    func classBundleFirst() throws {
        let (root, app, framework) = try Self.app(["App.app": ["Card"], "App.app/Frameworks/Kit.framework": ["Card"]])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundles = NibBundleSearch.automatic(classBundle: framework, mainBundle: app, moduleName: "Kit")
        #expect(Self.found("Card", in: bundles) == "Kit.framework")
        #expect(bundles.last?.bundlePath == app.bundlePath, "the main bundle last")
    }

    @Test(
        "a SwiftPM target's resource bundle inside the app (Xcode) or beside the executable (swift build)",
        arguments: ["App.app/MyPackage_CardKit.bundle", "MyPackage_CardKit.bundle"])
    func swiftPMResourceBundle(folder: String) throws {
        let (root, app, _) = try Self.app([folder: ["Card"], "App.app/Other_CardKitTests.bundle": ["Card"]])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A statically linked SwiftPM target's classes are in the main bundle's code.
        let bundles = NibBundleSearch.automatic(classBundle: app, mainBundle: app, moduleName: "CardKit")
        #expect(Self.found("Card", in: bundles) == "MyPackage_CardKit.bundle")
        #expect(!bundles.contains { $0.bundlePath.hasSuffix("Other_CardKitTests.bundle") }, "another module's")
    }

    @Test("the module is the class name's prefix; classes named in Objective-C have none")
    func moduleNames() {
        #expect(NibBundleSearch.moduleName(ofClassName: "CardKit.CardView") == "CardKit")
        #expect(NibBundleSearch.moduleName(ofClassName: "XXCardView") == nil)
    }

    @Test("a missing nib says where the search looked")
    func notFoundSaysWhere() throws {
        let (root, app, _) = try Self.app(["App.app/MyPackage_CardKit.bundle": []])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundles = NibBundleSearch.automatic(classBundle: app, mainBundle: app, moduleName: "CardKit")
        #expect(
            bundles.map { ($0.bundlePath as NSString).lastPathComponent } == ["App.app", "MyPackage_CardKit.bundle"])
    }
}
