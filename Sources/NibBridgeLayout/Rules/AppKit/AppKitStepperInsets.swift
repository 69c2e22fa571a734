import NibBridgeDocument
import NibBridgeLoader

/// The alignment rect insets of AppKit steppers (NSStepper), whose arrows IB draws inside a frame taller than
/// they are, by a margin that changed with the controls it drew.
///
/// A regular stepper's frame is 19 points wide, its arrows 3 points in from either side. Its height tells the
/// generation: IB stored a 27-point frame for macOS 10.15's stepper and earlier ones, a 28-point frame for macOS
/// 11's. A small stepper's 15 × 22 frame holds 11-point-wide arrows 2 points in from either side.
enum AppKitStepperInsets {
    /// The insets of a stepper of the given control size, none for other frames and sizes.
    /// `tools` is the document's major tools version; `bigSur` says whether IB drew macOS 11's controls.
    static func insets(frame: IBRect, size: String, tools: Int, bigSur: () -> Bool, rules: LayoutRules)
        -> LayoutInsets
    {
        switch size {
        case "regular": return regular(frame: frame, tools: tools, bigSur: bigSur, rules: rules)
        // A small stepper draws its arrows half a point lower than centred (LyricsX's of Xcode 12 and sbarex's of
        // Xcode 15 between a field and a label 5 points from each, HandBrake's of Xcode 26 ending their stacks 4
        // points after a field; each centred vertically, so only the bottom inset's exceeding the top one by a
        // point is measured).
        case "small" where rules.contains(.smallStepperInsets):
            return frame.width == 15 && frame.height == 22 ? LayoutInsets(top: 1, left: 2, bottom: 2, right: 2) : .zero
        default: return .zero
        }
    }

    /// A regular stepper's insets: 3 points at either side of its 19-point-wide frame, and above and below its
    /// arrows
    /// - 2 and 2 in the 27-point frame of a document from tools version 11000 on (``LayoutRule/classicStepperInsets``;
    ///   off, or before: 2 and 3, the Xamarin samples' of tools version 9532 sized 22 tall in 27-point frames),
    /// - 4 and 4 in the 28-point frame of macOS 11's stepper (``LayoutRule/bigSurStepperInsets``; off: 3 and 3),
    /// - otherwise the frame's height less 25 above, 3 below.
    private static func regular(frame: IBRect, tools: Int, bigSur: () -> Bool, rules: LayoutRules) -> LayoutInsets {
        guard frame.width == 19, frame.height >= 27 else { return .zero }
        if rules.contains(.classicStepperInsets), frame.height == 27, tools >= 11000 {
            return LayoutInsets(top: 2, left: 3, bottom: 2, right: 3)
        }
        if rules.contains(.bigSurStepperInsets), frame.height == 28, bigSur() {
            return LayoutInsets(top: 4, left: 3, bottom: 4, right: 3)
        }
        return LayoutInsets(top: frame.height - 25, left: 3, bottom: 3, right: 3)
    }
}
