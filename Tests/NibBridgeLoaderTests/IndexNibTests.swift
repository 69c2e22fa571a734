import Foundation
import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Convention loading with a lazy project index (``NibIndex``): the root is walked only for a document with a
/// custom view class, once however many documents ask, and the load is the one the eager index gives.
@Suite("Nib index")
struct IndexNibTests {
    /// A folder with files, made for one test.
    static func project(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)").path
        for (file, text) in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    /// A document loaded as `nibbridge load` loads it (``ConventionLoad/load(path:scene:root:)``, lazily
    /// indexed) and with the eager index of every nib name under the root: trees, and whether the
    /// diagnostics are the same.
    static func bothWays(_ path: String, root: String) -> (lazy: LiveTree, eager: LiveTree, same: Bool) {
        let lazy = ConventionLoad.load(path: path, root: root)
        let eager = ConventionLoad.loader(
            root: root, framework: NibFramework.ofDocument(atPath: path), cache: NibCache()
        )
        .load(path: path)
        let same = lazy.diagnostics.map { $0.rendered() } == eager.diagnostics.map { $0.rendered() }
        return (lazy.tree, LiveTree(loaded: eager, scene: nil), same)
    }

    @Test("Every fixture document loads the same with the lazy index as with the eager one")
    func sameLoadAsEager() throws {
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: Fixtures.root).sorted()
        var compared = 0
        for scenario in scenarios where FilePaths.kind(atPath: Fixtures.folder(scenario)) == .folder {
            for path in IBDocument.documentPaths(in: [Fixtures.folder(scenario)]).paths {
                let result = Self.bothWays(path, root: Fixtures.folder(scenario))
                #expect(result.lazy == result.eager, "\(path)")
                #expect(result.same, "diagnostics differ for \(path)")
                compared += 1
            }
        }
        #expect(compared > 20)
    }

    @Test("A document without custom view classes leaves the root unwalked; one with them walks it once")
    func walkedOnlyWhenNeeded() throws {
        let root = try Self.project([
            "Plain.xib": Self.xib(views: #"<view contentMode="scaleToFill" id="p-1"/>"#),
            "Screen.xib": Self.xib(views: #"<view contentMode="scaleToFill" id="s-1" customClass="CardView"/>"#),
            "Other.xib": Self.xib(views: #"<view contentMode="scaleToFill" id="o-1" customClass="CardView"/>"#),
            "Views/CardView.xib": Self.xib(views: #"<view contentMode="scaleToFill" id="c-1"/>"#),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = NibCache()
        let index = NibIndex(root: root)
        let plain = ConventionLoad.loader(
            for: try cache.nib(atPath: root + "/Plain.xib"), index: index, framework: .uiKit, cache: cache)
        _ = plain.load(path: root + "/Plain.xib")
        #expect(index.walkCount == 0)
        for name in ["Screen", "Other"] {
            let path = root + "/" + name + ".xib"
            let loaded = ConventionLoad.loader(
                for: try cache.nib(atPath: path), index: index, framework: .uiKit, cache: cache
            )
            .load(path: path)
            let view = try #require(loaded.views.first)
            #expect(view.bridgedFrom == root + "/Views/CardView.xib", "\(name): the placeholder is bridged")
        }
        #expect(index.walkCount == 1)
    }

    @Test("The index finds no nib in DerivedData, asset catalogs or Xcode project packages; Pods are searched")
    func xcodeFoldersSkipped() throws {
        let view = Self.xib(views: #"<view contentMode="scaleToFill" id="v-1"/>"#)
        let root = try Self.project([
            "App/CardView.xib": view,
            "DerivedData/App/SourcePackages/checkouts/Kit/CardView.xib": view,
            "App/Assets.xcassets/Icon.imageset/BadgeView.xib": view,
            "App.xcodeproj/project.xcworkspace/ListView.xib": view,
            "Pods/Kit/Resources/PodView.xib": view,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let index = NibIndex(root: root)
        #expect(
            index.candidates(forNibNamed: "CardView", location: .automatic, framework: nil) == [
                root + "/App/CardView.xib"
            ])
        #expect(index.candidates.keys.sorted() == ["CardView", "PodView"])
        // A skipped folder given by name is searched, as a hidden one is.
        #expect(IBDocument.documentPaths(in: [root + "/DerivedData"]).paths.count == 1)
    }

    /// An iOS xib whose objects are File's Owner and the views given.
    static func xib(views: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                \(views)
            </objects>
        </document>
        """
    }
}
