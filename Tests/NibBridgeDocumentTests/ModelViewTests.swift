import NibBridgeDocument
import Testing

/// Views: their classes on UIKit and AppKit, custom classes, geometry and the view tree.
@Suite struct ModelViewTests {
    @Test func uiKitViewClasses() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let expected: [(String, String, String)] = [
            ("iNb-Vw-001", "view", "UIView"),
            ("aVt-Im-001", "imageView", "UIImageView"),
            ("sTt-Lb-001", "label", "UILabel"),
            ("cMp-Bt-001", "button", "UIButton"),
            ("bDy-Tv-001", "textView", "UITextView"),
            ("nAv-Br-r02", "navigationBar", "UINavigationBar"),
        ]
        for (id, element, base) in expected {
            let view = try document.requireView(id)
            #expect(view.object.elementName == element)
            #expect(view.object.baseClassName == base, "\(id)")
            #expect(view.object.className == base, "\(id) has no custom class")
        }
        #expect(try document.requireObject("iNb-Ni-001").baseClassName == "UINavigationItem")
        #expect(try document.requireObject("rFr-Bb-001").baseClassName == "UIBarButtonItem")
        #expect(try document.requireObject("iNb-Sa-001").baseClassName == "UILayoutGuide")
        #expect(try document.requireObject("iNb-Ni-001").asView == nil, "a navigation item is not a view")
    }

    @Test func appKitViewClasses() throws {
        let document = try Fixtures.document("PreferencesWindow.xib")
        let expected: [(String, String)] = [
            ("pRf-Cv-001", "NSView"), ("nMl-Tf-001", "NSTextField"), ("nMf-Tf-001", "NSTextField"),
            ("sWt-Cv-001", "NSView"), ("sVe-Bt-001", "NSButton"),
        ]
        for (id, base) in expected {
            #expect(try document.requireView(id).object.baseClassName == base, "\(id)")
        }
        #expect(try document.requireObject("pRf-Wn-001").baseClassName == "NSWindow")
        #expect(try document.requireObject("pRf-Wn-001").asView == nil, "a window is not a view")
        #expect(document.allViews.map(\.id) == ["pRf-Cv-001", "nMl-Tf-001", "nMf-Tf-001", "sWt-Cv-001", "sVe-Bt-001"])
    }

    @Test func customClassModuleAndProvider() throws {
        let card = try Fixtures.document("ProfileCardView.xib").requireView("pCv-Rt-001").object
        #expect(card.customClass == "ProfileCardContentView")
        #expect(card.customModule == "Profiles")
        #expect(card.customModuleProvider == "target")
        #expect(card.baseClassName == "UIView")
        #expect(card.className == "ProfileCardContentView")

        let swatch = try Fixtures.document("PreferencesWindow.xib").requireView("sWt-Cv-001").object
        #expect(swatch.elementName == "customView")
        #expect(swatch.className == "ColorSwatchView")
        #expect(swatch.customModule == "Notes" && swatch.customModuleProvider == "target")

        let controller = try Fixtures.document("Living Room.storyboard").requireObject("nOw-Vc-001")
        #expect(controller.className == "NowPlayingViewController")
        #expect(controller.baseClassName == "UIViewController")
        let plain = try Fixtures.document("Inbox.storyboard").requireObject("nAv-Ct-r01")
        #expect(plain.customClass == nil && plain.customModule == nil && plain.customModuleProvider == nil)
    }

    @Test func frameAutoresizingAndTranslation() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let root = try document.requireView("iNb-Vw-001")
        #expect(root.frame == IBRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.translatesAutoresizingMaskIntoConstraints)

        let label = try document.requireView("sTt-Lb-001")
        #expect(label.frame == IBRect(x: 92, y: 148.66666666666666, width: 285, height: 20.333333333333343))
        #expect(label.frame?.description == "(92, 148.66666666666666, 285, 20.333333333333343)")
        #expect(label.autoresizingMask == nil)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)

        let bar = try document.requireView("nAv-Br-r02")
        #expect(bar.autoresizingMask == [], "an empty <autoresizingMask> is an empty mask, not a missing one")

        let cocoa = try Fixtures.document("PreferencesWindow.xib").requireView("pRf-Cv-001")
        #expect(cocoa.frame == IBRect(x: 0, y: 0, width: 420, height: 180))
        #expect(cocoa.autoresizingMask == [])
    }

    @Test func subviewsAndSuperview() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let card = try document.requireView("pCv-Rt-001")
        #expect(card.subviews.map(\.id) == ["pHt-Iv-001", "nMe-Lb-001", "bDg-Vw-001"])
        #expect(card.superview == nil)
        #expect(card.subviews.allSatisfy { $0.superview?.id == "pCv-Rt-001" })
        #expect(try document.requireView("bDg-Vw-001").subviews.isEmpty)
        #expect(try document.requireView("bDg-Vw-001").object.userLabel == "Badge")
        #expect(document.allViews.map(\.id) == ["pCv-Rt-001", "pHt-Iv-001", "nMe-Lb-001", "bDg-Vw-001"])
    }

    @Test func flagsAndTag() throws {
        let text = try Fixtures.text("ProfileCardView.xib").replacingOccurrences(
            of: #"id="bDg-Vw-001" userLabel="Badge""#,
            with: #"tag="7" misplaced="YES" ambiguous="YES" id="bDg-Vw-001" userLabel="Badge""#
        )
        let document = try IBDocument(bytes: Array(text.utf8), path: "Flags.xib")
        let badge = try document.requireView("bDg-Vw-001")
        #expect(badge.tag == 7 && badge.isMisplaced && badge.isAmbiguous)
        let label = try document.requireView("nMe-Lb-001")
        #expect(label.tag == 0 && !label.isMisplaced && !label.isAmbiguous)
        #expect(label.attribute("text") == "Jane Appleseed")
    }
}
