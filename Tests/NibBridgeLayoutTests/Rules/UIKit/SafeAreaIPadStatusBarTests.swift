import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The iPads' status bars that some Xcode versions do not draw
/// (``SafeAreaDefaults/iPadInsets(forDevice:tools:rules:)``).
@Suite("Status bars of iPad canvases")
struct SafeAreaIPadStatusBarTests {
    /// `SafeAreaIPadClassic11.storyboard`, a document of tools version 15505 (Xcode 11) on the 9.7-inch iPad: a view
    /// pinned to the safe area's edges is stored at y = 0 with the root's full 1024 points, as in edX's, AudioKit
    /// Synth One's and seafile's iPad documents of Xcode 11 to 14.0.
    @Test("Xcode 11 to 14.0 draw no status bar on an iPad with a home button")
    func classicIPad() throws {
        let file = "SafeAreaIPadClassic11.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        #expect(try LayoutFixtures.simulatedInsets(in: file, root: "Ipc-Rt-001")?.top == 0)
        // Off, the 20-point status bar pushes the view down.
        #expect(
            LayoutFixtures.mismatchedIDs(in: file, rules: .all(except: .classicIPadStatusBarHiddenXcode11to14)) == [
                "Ipc-Cv-001"
            ])
    }

    /// `SafeAreaIPadClassic13.storyboard`, a document of tools version 20037 (Xcode 13.3) on the 10.5-inch iPad: a
    /// 50-point header pinned to the safe area's top is stored at y = 20 below the status bar, the content below it
    /// down to the root's bottom, as in semomun's and NYPL's SimplyE iPad documents of Xcode 13.3.
    @Test("Xcode 13.3 and 13.4 draw the status bar on an iPad with a home button")
    func classicIPadXcode13() throws {
        let file = "SafeAreaIPadClassic13.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        #expect(try LayoutFixtures.simulatedInsets(in: file, root: "Ips-Rt-001")?.top == 20)
        // Off, Xcode 11 to 14.0's hidden status bar moves the header and the content's top up 20 points.
        #expect(
            LayoutFixtures.mismatchedIDs(in: file, rules: .all(except: .classicIPadStatusBarShownXcode13Point3)) == [
                "Ips-Cv-001", "Ips-Hd-001",
            ])
    }

    /// `SafeAreaIPadRounded12.storyboard`, a document of tools version 17701 (Xcode 12.4) on the 12.9-inch iPad
    /// without a home button: a view pinned to the safe area's edges is stored at y = 0 and 20 points short of the
    /// bottom (the home indicator stays), as in ring's, Keyman's and AdGuard's iPad documents of Xcode 11 to 12.4.
    @Test("Xcode 11 to 12.4 draw no status bar on an iPad without a home button, which keeps its home indicator")
    func roundedIPad() throws {
        let file = "SafeAreaIPadRounded12.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        let insets = try LayoutFixtures.simulatedInsets(in: file, root: "Ipr-Rt-001")
        #expect(insets?.top == 0)
        #expect(insets?.bottom == 20)
        // Off, the 24-point status bar pushes the view down.
        #expect(
            LayoutFixtures.mismatchedIDs(in: file, rules: .all(except: .roundedIPadStatusBarHiddenXcode11to12)) == [
                "Ipr-Cv-001"
            ])
    }

    /// `SafeAreaIPadRounded16_3.storyboard`, a document of tools version 23727 (Xcode 16.3) on the 10.9-inch iPad
    /// without a home button: a view pinned to the safe area's top at y = 24 and, below it, a 50-point button pinned
    /// to the safe area's bottom, stored 50 points above the screen's bottom (1130 of 1180), as in TheCrazyBeautyPOS's,
    /// zotero's, Nextcloud Talk's and calliope's iPad documents of Xcode 16.3 and 26.
    @Test("Xcode 16.3 and later inset an iPad without a home button 50 points from the bottom")
    func tallHomeIndicator() throws {
        let file = "SafeAreaIPadRounded16_3.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        let insets = try LayoutFixtures.simulatedInsets(in: file, root: "Ipt-Rt-001")
        #expect(insets?.top == 24)
        #expect(insets?.bottom == 50)
        // Off, the 20-point home indicator lets the button down 30 points and the view above it grow.
        #expect(
            LayoutFixtures.mismatchedIDs(in: file, rules: .all(except: .tallIPadHomeIndicatorXcode26)) == [
                "Ipt-Bt-001", "Ipt-Cv-001",
            ])
    }
}
