/// The status bar IB draws on the 390 × 844 and 428 × 926 iPhones (``LayoutRule/iPhone12StatusBarsXcode14``).
///
/// iOS 16's status bar on the iPhone 12 to 14 and their Plus and Pro Max models (`retina6_0`, `retina6_7`) is
/// 47 points tall, and so is the safe area's top inset Xcode 14.0 and later simulate for them (tools version
/// 21225 on: Lockdown's, woocommerce's, corona-warn-app's, OsmAnd's and green's views pinned to the safe area's
/// top sit 47 points down). Earlier versions simulate 44 points, as on the iPhone X: views pinned to the safe
/// area's top sit 44 points down in arcgis-runtime-samples' and pocket-casts' documents of tools version 17506
/// (Xcode 12), AdGuard's of 19150, woocommerce's of 19529 (Xcode 13), element's of 20037 and
/// WordPressAuthenticator's of 21179 (an Xcode 14 beta), safe-ios' 88 points down below a navigation bar (20037).
extension SafeAreaDefaults {
    /// The first tools version that draws the 47-point status bar (Xcode 14.0 is 21225, its betas below 21200).
    static let iPhone12StatusBarTools = 21200

    /// The status bar's inset on the 390 × 844 and 428 × 926 iPhones in a document of `tools`: 47 points, or 44
    /// before Xcode 14.0 with ``LayoutRule/iPhone12StatusBarsXcode14``.
    static func iPhone12StatusBar(tools: Int, rules: LayoutRules) -> Double {
        rules.contains(.iPhone12StatusBarsXcode14) && tools < iPhone12StatusBarTools ? 44 : 47
    }
}
