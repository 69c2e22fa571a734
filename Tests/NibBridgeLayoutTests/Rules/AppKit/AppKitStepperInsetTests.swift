import NibBridgeLayout
import Testing

/// The regular stepper's arrows inside its frame (``AppKitStepperInsets``), measured on stored frames: 2 points above
/// and below them in the 27-point frame of macOS 10.15's stepper and earlier ones (``LayoutRule/classicStepperInsets``),
/// 4 in the 28-point frame of macOS 11's (``LayoutRule/bigSurStepperInsets``). AppKit frames are unflipped: a point
/// below the arrows lowers the frame's origin.
@Suite("AppKit steppers' insets")
struct AppKitStepperInsetTests {
    /// The 27-point stepper (``LayoutRule/classicStepperInsets``).
    ///
    /// Core-Data-Editor's stepper of tools version 11542 ends a top-aligned stack 23 points tall beside a 22-point
    /// field, its frame 2 points above and below the stack; MacDown's (12118) pinned 9 points below another stepper and
    /// arcgis-runtime-samples' (14313) at the bottoms of grid rows agree: the arrows end 2 points above the frame's
    /// bottom.
    ///
    /// `AppKitStepper/AppKitSteppers10.xib` (tools version 14313) holds one pinned 20 points from its view's leading
    /// side and bottom.
    @Test("a 27-point stepper ends its arrows 2 points above its frame's bottom")
    func classicStepper() throws {
        // With 3 points below the arrows the frame starts a point lower.
        try expectOnlyFrameLost(
            without: .classicStepperInsets, document: "AppKitStepper/AppKitSteppers10.xib", root: "Cs1-Rt-001",
            view: "Cs1-St-002", on: (17, 18, 19, 27), off: (17, 17, 19, 27))
    }

    /// The 27-point stepper of documents before tools version 11000 keeps 3 points below its arrows: the Xamarin
    /// samples' of tools version 9532 are 22 points tall by their height constraints in 27-point frames.
    ///
    /// `AppKitStepper/AppKitSteppers8.xib` (tools version 9532) holds one pinned 20 points from its view's leading side
    /// and bottom.
    @Test("a 27-point stepper of an older document ends its arrows 3 points above its frame's bottom")
    func olderStepper() throws {
        let laid = try LaidOut("AppKitStepper/AppKitSteppers8.xib", root: "Os1-Rt-001")
        #expect(close(laid.frame("Os1-St-002"), 17, 17, 19, 27))
        #expect(LayoutFixtures.mismatchedIDs(in: "AppKitStepper/AppKitSteppers8.xib", rules: .all).isEmpty)
    }

    /// The 28-point stepper of macOS 11 (``LayoutRule/bigSurStepperInsets``).
    ///
    /// transmission's stepper of tools version 20037 is pinned 4 points below a field, centred on a check box and 6
    /// points above a separator, which its 28-point frame holds with 4 points above and below its arrows and no other
    /// insets; MacPass's (21701) in grid rows no taller than their 21-point fields and Quicksilver's (23727) centred on
    /// a field agree.
    ///
    /// `AppKitStepper/AppKitSteppers13.xib` (tools version 21507) holds one pinned 20 points from its view's leading
    /// side and bottom.
    @Test("a 28-point stepper of macOS 11 draws its arrows 4 points in from its frame's top and bottom")
    func bigSurStepper() throws {
        // With 3 points below the arrows the frame starts a point higher.
        try expectOnlyFrameLost(
            without: .bigSurStepperInsets, document: "AppKitStepper/AppKitSteppers13.xib", root: "Bs1-Rt-001",
            view: "Bs1-St-002", on: (17, 16, 19, 28), off: (17, 17, 19, 28))
    }
}
