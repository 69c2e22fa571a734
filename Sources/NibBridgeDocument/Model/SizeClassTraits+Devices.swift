/// The traits of the devices Interface Builder designs documents on, full screen.
///
/// Source: Apple's Human Interface Guidelines, "Adaptivity and Layout", table "Device size classes"
/// (developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/; today
/// "Layout", "Device size classes"): every iPhone is compact width, regular height in portrait; in landscape
/// it is compact height, and regular width on the Plus and Max phones and the 414-point-wide iPhone XR and
/// iPhone 11, compact width on the others; a full-screen iPad is regular width, regular height in both
/// orientations (a split-screen iPad can be compact width: Interface Builder's `layout="fullscreen"` is the
/// only layout Xcode writes for its canvas, and the one modelled).
extension SizeClassTraits {
    /// Interface Builder's iPhone device ids (`<device id=...>`, and the older `simulatedScreenMetrics`
    /// types) whose landscape width is regular: iPhone 6/6s/7/8 Plus (`retina5_5`), XR and 11 (`retina6_1`),
    /// XS Max and 11 Pro Max (`retina6_5`), 12/13 Pro Max and 14 Plus (`retina6_7`), 14 Pro Max and 15 Plus
    /// and Pro Max (`retina6_72`), 16 Plus and Pro Max (`retina6_9`). Every one is at least 414 points wide
    /// in portrait; every other iPhone is narrower.
    static let regularLandscapePhones: Set<String> = [
        "retina5_5", "retina55", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9",
    ]

    /// The narrowest portrait width, in points, of an iPhone whose landscape width class is regular.
    public static let regularLandscapePhoneWidth = 414.0

    /// The narrowest side, in points, of an iPad screen (the 7.9- and 9.7-inch iPads are 768 wide).
    public static let padShortSide = 768.0

    /// An iPhone full screen: compact width, regular height in portrait; compact height in landscape,
    /// with a regular width on the large phones.
    public static func phone(landscape: Bool, regularWidthInLandscape: Bool) -> SizeClassTraits {
        landscape
            ? SizeClassTraits(
                widthClass: regularWidthInLandscape ? .regular : .compact, heightClass: .compact, idiom: "phone")
            : SizeClassTraits(widthClass: .compact, heightClass: .regular, idiom: "phone")
    }

    /// A full-screen iPad: regular width and height in either orientation.
    public static let pad = SizeClassTraits(widthClass: .regular, heightClass: .regular, idiom: "pad")

    /// The traits of an Interface Builder device (`<device id="retina6_12" orientation="portrait"/>`):
    /// iPhones and iPads as above; `nil` for a device without size classes in this model (Apple TV, Apple
    /// Watch, Mac, or an id this table does not know), whose documents then get only `default` variations.
    public static func ofDevice(id: String, orientation: String?) -> SizeClassTraits? {
        let landscape = orientation == "landscape"
        if id.lowercased().hasPrefix("ipad") { return .pad }
        guard id.hasPrefix("retina") else { return nil }
        return phone(landscape: landscape, regularWidthInLandscape: regularLandscapePhones.contains(id))
    }

    /// The traits of a full screen of a size in points (width first, as the screen is held): an iPad when
    /// its shorter side is an iPad's, else an iPhone, whose landscape width is regular when its shorter
    /// side is at least a large phone's.
    public static func ofScreen(width: Double, height: Double) -> SizeClassTraits {
        let shorter = min(width, height)
        if shorter >= padShortSide { return .pad }
        return phone(landscape: width > height, regularWidthInLandscape: shorter >= regularLandscapePhoneWidth)
    }
}
