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
