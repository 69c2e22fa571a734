import NibBridgeDocument
import Testing

/// The `<document>` header, the document kind and the platform, for each kind of fixture.
@Suite struct ModelHeaderTests {
    @Test func iOSStoryboard() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let header = document.header
        #expect(header.type == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(header.version == "3.0")
        #expect(header.toolsVersion == "23094")
        #expect(header.systemVersion == nil)
        #expect(header.targetRuntime == "iOS.CocoaTouch")
        #expect(header.useAutolayout)
        #expect(header.useTraitCollections)
        #expect(header.useSafeAreas)
        #expect(header.initialViewController == "nAv-Ct-r01")
        #expect(!header.launchScreen)
        #expect(document.kind == .storyboard)
        #expect(document.platform == .cocoaTouch)
        #expect(document.platform.isUIKit)
    }

    @Test func iOSXib() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let header = document.header
        #expect(header.type == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        #expect(header.toolsVersion == "22505")
        #expect(header.targetRuntime == "iOS.CocoaTouch")
        #expect(header.useAutolayout && header.useTraitCollections && header.useSafeAreas)
        #expect(header.initialViewController == nil)
        #expect(document.kind == .xib)
        #expect(document.platform == .cocoaTouch)
    }

    @Test func macOSXib() throws {
        let document = try Fixtures.document("PreferencesWindow.xib")
        let header = document.header
        #expect(header.type == "com.apple.InterfaceBuilder3.Cocoa.XIB")
        #expect(header.targetRuntime == "MacOSX.Cocoa")
        #expect(header.useAutolayout)
        #expect(!header.useTraitCollections, "absent flags are false")
        #expect(!header.useSafeAreas)
        #expect(document.kind == .xib)
        #expect(document.platform == .cocoa)
        #expect(!document.platform.isUIKit)
    }

    @Test func tvOSStoryboard() throws {
        let document = try Fixtures.document("Living Room.storyboard")
        let header = document.header
        #expect(header.type == "com.apple.InterfaceBuilder.AppleTV.Storyboard")
        #expect(header.targetRuntime == "AppleTV")
        #expect(header.initialViewController == "tAb-Ct-001")
        #expect(document.kind == .storyboard)
        #expect(document.platform == .appleTV)
        #expect(document.platform.isUIKit)
    }

    @Test func headerWithoutRuntimeFallsBackOnTheType() throws {
        let cases: [(String, IBPlatform, IBDocumentKind)] = [
            ("com.apple.InterfaceBuilder3.Cocoa.XIB", .cocoa, .xib),
            ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", .cocoa, .storyboard),
            ("com.apple.InterfaceBuilder.WatchKit.Storyboard", .watchKit, .storyboard),
            ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", .cocoaTouch, .xib),
        ]
        for (type, platform, kind) in cases {
            let text =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"\(type)\" version=\"3.0\" launchScreen=\"YES\"/>\n"
            let document = try IBDocument(bytes: Array(text.utf8), path: "Minimal.xib")
            #expect(document.platform == platform, "\(type)")
            #expect(document.kind == kind, "\(type)")
            #expect(document.header.launchScreen)
            #expect(document.header.targetRuntime == nil && document.header.toolsVersion == nil)
            #expect(document.scenes.isEmpty && document.topLevelObjects.isEmpty)
        }
    }

    @Test func headerFollowsEdits() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        document.tree.setAttribute("useSafeAreas", nil, on: document.rootElement)
        document.tree.setAttribute("toolsVersion", "23504", on: document.rootElement)
        #expect(!document.header.useSafeAreas)
        #expect(document.header.toolsVersion == "23504")
    }
}
