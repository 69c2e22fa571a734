import NibBridgeDocument
import Testing

/// The trait model: the variation-key grammar Xcode writes, UIKit's matching rule, and the traits of the
/// devices Interface Builder designs on (Apple's HIG "Device size classes" table).
struct VariationsTraitsTests {
    @Test("keys: default, one trait, traits joined with '-' in Xcode's (alphabetical) order")
    func keyGrammar() throws {
        #expect(SizeClassTraits(key: "default") == .unspecified)
        let both = try #require(SizeClassTraits(key: "heightClass=regular-widthClass=compact"))
        #expect(both.widthClass == .compact && both.heightClass == .regular && both.count == 2)
        #expect(both.key == "heightClass=regular-widthClass=compact")
        #expect(
            SizeClassTraits(widthClass: .regular, heightClass: .compact).key == "heightClass=compact-widthClass=regular"
        )
        #expect(SizeClassTraits(key: "userInterfaceIdiom=mac")?.idiom == "mac")
        for malformed in ["", "widthClass", "widthClass=", "=compact", "widthClass=compact-", "a=b-a=c"] {
            #expect(SizeClassTraits(key: malformed) == nil, "\(malformed)")
        }
    }

    @Test("a variation applies when the traits contain all of its traits (containsTraits(in:))")
    func matching() {
        let phone = SizeClassTraits.phone(landscape: false, regularWidthInLandscape: false)
        #expect(phone.contains(.unspecified))
        #expect(phone.contains(SizeClassTraits(widthClass: .compact)))
        #expect(phone.contains(SizeClassTraits(widthClass: .compact, heightClass: .regular)))
        #expect(!phone.contains(SizeClassTraits(widthClass: .regular)))
        #expect(!phone.contains(SizeClassTraits(idiom: "mac")))
        #expect(!SizeClassTraits.unspecified.contains(SizeClassTraits(widthClass: .compact)))
    }

    @Test("the more specific variation is applied last; equally specific ones in document order")
    func applicationOrder() {
        let keys = [
            "heightClass=compact-widthClass=regular", "default", "widthClass=regular", "heightClass=compact",
            "heightClass=regular-widthClass=regular", "widthClass=regular-bogus", "userInterfaceIdiom=mac",
        ]
        let largeLandscape = SizeClassTraits.phone(landscape: true, regularWidthInLandscape: true)
        #expect(largeLandscape.applicationOrder(ofKeys: keys) == [1, 2, 3, 0])
        #expect(SizeClassTraits.pad.applicationOrder(ofKeys: keys) == [1, 2, 4])
        #expect(SizeClassTraits.unspecified.applicationOrder(ofKeys: keys) == [1])
    }

    @Test(
        "iPhones: wC hR in portrait; hC in landscape, wR on Plus and Max phones; full-screen iPads wR hR",
        arguments: [
            ("retina4_7", "portrait", "heightClass=regular-userInterfaceIdiom=phone-widthClass=compact"),
            ("retina4_7", "landscape", "heightClass=compact-userInterfaceIdiom=phone-widthClass=compact"),
            ("retina6_12", "landscape", "heightClass=compact-userInterfaceIdiom=phone-widthClass=compact"),
            ("retina5_5", "landscape", "heightClass=compact-userInterfaceIdiom=phone-widthClass=regular"),
            ("retina6_1", "landscape", "heightClass=compact-userInterfaceIdiom=phone-widthClass=regular"),
            ("retina6_72", "landscape", "heightClass=compact-userInterfaceIdiom=phone-widthClass=regular"),
            ("ipad9_7", "portrait", "heightClass=regular-userInterfaceIdiom=pad-widthClass=regular"),
            ("ipad12_9rounded", "landscape", "heightClass=regular-userInterfaceIdiom=pad-widthClass=regular"),
        ])
    func deviceTraits(_ id: String, _ orientation: String, _ key: String) {
        #expect(SizeClassTraits.ofDevice(id: id, orientation: orientation)?.key == key)
    }

    @Test("screens by size agree with the device table")
    func screens() {
        #expect(SizeClassTraits.ofScreen(width: 375, height: 667) == .ofDevice(id: "retina4_7", orientation: nil))
        #expect(
            SizeClassTraits.ofScreen(width: 932, height: 430) == .ofDevice(id: "retina6_72", orientation: "landscape"))
        #expect(
            SizeClassTraits.ofScreen(width: 852, height: 393) == .ofDevice(id: "retina6_12", orientation: "landscape"))
        #expect(SizeClassTraits.ofScreen(width: 1024, height: 768) == .pad)
    }

    @Test("documents without a device with size classes load with unspecified traits")
    func documentsWithoutSizeClasses() {
        #expect(SizeClassTraits.ofDocument(deviceID: nil, orientation: nil, platform: .cocoaTouch) == .unspecified)
        #expect(SizeClassTraits.ofDocument(deviceID: "appleTV", orientation: nil, platform: .appleTV) == .unspecified)
        #expect(SizeClassTraits.ofDocument(deviceID: "retina6_12", orientation: nil, platform: .cocoa) == .unspecified)
    }
}
