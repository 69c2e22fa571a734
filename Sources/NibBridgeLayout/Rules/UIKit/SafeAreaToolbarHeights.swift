import NibBridgeDocument
import NibBridgeLoader

/// The height of the toolbar a controller simulates below its root view (``LayoutRule/homeIndicatorToolbars``).
///
/// A portrait iPhone with a home button draws a 44-point toolbar (RocketChat's, IBAnimatable's and 30DaysofSwift's
/// controllers of Xcode 10 on the iPhone 8 pin views 44 points above their roots' bottoms or to a bottom layout guide
/// that far up). An iPhone with a home indicator draws it 49 points tall, as tall as a tab bar, above the indicator:
/// tigase's controllers simulating a toolbar on the iPhone 11 (tools version 20037) pin their container views to a safe
/// area 83 points above the root's bottom (49 and 34), googleads' on the iPhone X (23089) to a bottom layout guide 83
/// points up, ViewAnimator's (15505), below a tab bar as well, 132 points up (49, 49 and 34), and owntracks' on the
/// iPhone 16 Pro Max (24765, Xcode 26's doubled indicator) 117 points up (49 and 68).
extension SimulatedMetrics {
    /// The height of a translucent toolbar simulated in `nib`: 49 points on an iPhone with a home indicator (with
    /// ``LayoutRule/homeIndicatorToolbars``), else 44.
    static func toolbarHeight(in nib: CompiledNib, rules: LayoutRules) -> Double {
        guard rules.contains(.homeIndicatorToolbars), let device = nib.deviceID,
            SafeAreaDefaults.phoneScreens[device] != nil,
            let insets = SafeAreaDefaults.insets(
                forDevice: device, tools: AppKitAlignment.toolsVersion(of: nib), rules: rules),
            insets.bottom > 0
        else { return 44 }
        return 49
    }
}
