/// The bars of a controller whose root view has another iPhone's screen size than the document's device
/// (``LayoutRule/otherPhoneScreenBars``).
///
/// Interface Builder simulates a controller's root view on the screen it is as large as: a root view stored
/// with the screen size of another iPhone than the document's `<device>` (the device ids of newer Xcode
/// versions name other screens, as `retina6_7` does the 430 × 932 iPhone 15 Plus from Xcode 16.3 on, where it
/// named the 428 × 926 iPhone 12 to 14 Pro Max before; a scene left at another device's size) is laid out
/// below that iPhone's status bar and above its home indicator as the document's Xcode version draws them:
/// doubled in Xcode 16.3 and later (``LayoutRule/doubledInsetsXcode26``), taller on the 375 × 812 iPhones from
/// Xcode 14 (``LayoutRule/notchedStatusBarsXcode14``), none on the iPhones with a home button from Xcode 11
/// to 14 (``LayoutRule/classicStatusBarHiddenXcode11to14``). threema's and fsnotes' 430 × 932 root views of
/// `retina6_7` documents (tools versions 23727 and 24506) pin their views 118 points below the top and 68
/// above the bottom, the iPhone 15 Plus's 59 and 34 doubled. A document naming no device keeps the insets
/// of the root's size (SwiftGen's device-less Xcode 11 storyboard stores a 20-point status bar on a 375 × 667
/// root, which the iPhone 8 of Xcode 11 would not show).
extension SafeAreaDefaults {
    /// The iPhones IB simulates, by their portrait screens, in the order one is chosen when two share a
    /// screen size (the 414 × 896 iPhone 11 before the XS Max, the 375 × 812 iPhone X before the 12 mini).
    static let phonesByScreen: [(id: String, screen: LayoutSize)] = [
        "retina3_5", "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_1", "retina6_5", "retina5_4",
        "retina6_0", "retina6_7", "retina6_12", "retina6_72", "retina6_3", "retina6_9",
    ].compactMap { id in phoneScreens[id].map { (id, $0) } }

    /// The insets of the iPhone whose portrait screen has `size`, as the document's tools version draws its
    /// bars (``insets(forDevice:tools:rules:)``); `nil` for another size, for a document that names no device
    /// it knows (`device`, the insets of the document's own device, is `nil`) or with the rule off.
    static func otherPhoneInsets(
        for size: LayoutSize, of device: LayoutInsets?, tools: Int, rules: LayoutRules
    ) -> LayoutInsets? {
        guard rules.contains(.otherPhoneScreenBars), device != nil,
            let phone = phonesByScreen.first(where: { $0.screen == size })
        else { return nil }
        return insets(forDevice: phone.id, tools: tools, rules: rules)
    }
}

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

    /// The first tools version that draws the taller status bars of the 375 × 812 and 414 × 896 iPhones
    /// (``LayoutRule/notchedStatusBarsXcode14``): Xcode 14.0's release, 21225 (its betas, 21179 and 21208, keep 44).
    static let notchedStatusBarTools = 21225

    /// The status bar's inset on the 390 × 844 and 428 × 926 iPhones in a document of `tools`: 47 points, or 44
    /// before Xcode 14.0 with ``LayoutRule/iPhone12StatusBarsXcode14``.
    static func iPhone12StatusBar(tools: Int, rules: LayoutRules) -> Double {
        rules.contains(.iPhone12StatusBarsXcode14) && tools < iPhone12StatusBarTools ? 44 : 47
    }
}
