import NibBridgeLayout
import Testing

/// A UIKit picker view is 216 points tall, its wheels' height, where no constraint sets its height
/// (``LayoutRule/pickerViewDefaultHeight``): `PickerViews.xib`, an Xcode 16 document, pins a picker below a label and
/// at its sides only, and a button 8 points below the picker; IB stores the picker 216 points tall.
@Suite("Picker views")
struct PickerViewTests {
    static let file = "PickerViews.xib"

    @Test("a picker pinned at its top and sides is 216 points tall; the view below it follows")
    func defaultHeight() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Pkv-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Pkv-Pk-003"), 20, 48.333333333333329, 353, 216))
        #expect(close(laid.frame("Pkv-Bt-004"), 20, 272.33333333333331, 46, 30))
    }

    @Test("off, a picker has no intrinsic size: nothing holds it open and the button moves up")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .pickerViewDefaultHeight)) == [
                "Pkv-Bt-004", "Pkv-Pk-003",
            ])
    }
}

/// Before Xcode 7, IB drew an iPhone or universal document's picker view 162 points tall where no constraint sets its
/// height, an iPad document's 216 (``LayoutRule/pickerViewCompactHeightBeforeXcode7``): `PickerViews6.xib` and
/// `PickerViewsIPad6.xib`, Xcode 6.1 documents (tools version 6254), pin a picker at its top and sides only and a
/// view 8 points below it; IB stores the iPhone picker 162 points tall and the iPad one 216.
@Suite("Picker views before Xcode 7")
struct CompactPickerViewTests {
    static let file = "PickerViews6.xib"
    static let iPadFile = "PickerViewsIPad6.xib"

    @Test("an iPhone document's picker is 162 points tall; the view below it follows")
    func compactHeight() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Pk6-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Pk6-Pk-002"), 0, 20, 320, 162))
        #expect(close(laid.frame("Pk6-Vw-003"), 20, 190, 100, 30))
    }

    @Test("an iPad-only document's picker keeps 216 points")
    func iPadHeight() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.iPadFile, rules: .all).isEmpty)
    }

    @Test("off, the iPhone picker is 216 points tall and the view below it moves down")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .pickerViewCompactHeightBeforeXcode7)) == [
                "Pk6-Pk-002", "Pk6-Vw-003",
            ])
    }
}
