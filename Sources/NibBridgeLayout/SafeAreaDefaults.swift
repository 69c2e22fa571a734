import NibBridgeDocument
import NibBridgeLoader

/// The safe-area insets the engine assumes when none are given: those of the device whose screen has
/// the root's size, in portrait, with the status bar shown and no navigation or tab bar.
///
/// | root height (points) | devices | top | bottom |
/// | --- | --- | --- | --- |
/// | 480, 568, 667, 736 | iPhone 4s to 8 Plus, SE | 20 | 0 |
/// | 812 | iPhone X, XS, 11 Pro, 12/13 mini | 44 (50 for the minis' 375 × 812 is not distinguished) | 34 |
/// | 896 | iPhone XR, XS Max, 11, 11 Pro Max | 48 on 414-wide XR/11, 44 otherwise | 34 |
/// | 844, 926 | iPhone 12 to 14 (Plus, Pro Max) | 47 | 34 |
/// | 852, 932 | iPhone 14 Pro to 16 Plus | 59 | 34 |
/// | 874, 956 | iPhone 16 Pro, 16 Pro Max | 62 | 34 |
/// | 1024 and other iPad heights | iPads with a home button | 20 | 0 |
/// | 1133, 1180, 1194, 1366 (tall iPads) | iPads without a home button | 24 | 20 |
/// | 1080 × 1920 (tvOS) | Apple TV | 60 | 60 (80 left and right) |
///
/// A view that is not a view controller's root view gets no insets (a freeform view in a xib), and so
/// does any AppKit view. Landscape sizes and other sizes get none either.
enum SafeAreaDefaults {
    static func insets(for size: LayoutSize, platform: LayoutPlatform, isControllerView: Bool) -> LayoutInsets {
        guard platform == .uiKit, isControllerView else { return .zero }
        if size.width == 1920 && size.height == 1080 { return LayoutInsets(top: 60, left: 80, bottom: 60, right: 80) }
        switch size.height {
        case 480, 568, 667, 736: return LayoutInsets(top: 20)
        case 812: return LayoutInsets(top: 44, bottom: 34)
        case 896: return LayoutInsets(top: size.width == 414 ? 48 : 44, bottom: 34)
        case 844, 926: return LayoutInsets(top: 47, bottom: 34)
        case 852, 932: return LayoutInsets(top: 59, bottom: 34)
        case 874, 956: return LayoutInsets(top: 62, bottom: 34)
        case 1133, 1180, 1194, 1366: return LayoutInsets(top: 24, bottom: 20)
        case 1024, 1080, 1112, 1010: return LayoutInsets(top: 20)
        default: return .zero
        }
    }
}

extension SafeAreaDefaults {
    /// The portrait widths of the iPhones IB simulates, by device id: a controller whose root view is
    /// not as wide as the device's screen has a freeform size (a popover, a child) and shows no status
    /// bar or home indicator, so it gets the insets of its own size (none for odd sizes).
    static let phoneWidths: [String: Double] = [
        "retina3_5": 320, "retina4_0": 320, "retina4_7": 375, "retina5_5": 414, "retina5_9": 375,
        "retina6_5": 414, "retina6_1": 414, "retina5_4": 375, "retina6_0": 390, "retina6_7": 428,
        "retina6_12": 393, "retina6_72": 430, "retina6_3": 402, "retina6_9": 440,
    ]

    /// The status bar (top) and home indicator (bottom) insets of the device IB simulates, by the
    /// `<device id=...>` of the document, or `nil` for an unknown device.
    ///
    /// The status bar grew with iOS versions: the 375 × 812 iPhones show 50 points from Xcode 14 (tools
    /// version 21000), the 414 × 896 iPhone 11 48 points from Xcode 12 (17000), 44 before.
    static func insets(forDevice id: String, tools: Int) -> LayoutInsets? {
        switch id {
        case "retina3_5", "retina4_0", "retina4_7", "retina5_5": return LayoutInsets(top: 20)
        case "retina5_9": return LayoutInsets(top: tools >= 21000 ? 50 : 44, bottom: 34)
        case "retina6_5": return LayoutInsets(top: 44, bottom: 34)
        case "retina6_1": return LayoutInsets(top: tools >= 17000 ? 48 : 44, bottom: 34)
        case "retina5_4": return LayoutInsets(top: 50, bottom: 34)
        case "retina6_0", "retina6_7": return LayoutInsets(top: 47, bottom: 34)
        case "retina6_12", "retina6_72": return LayoutInsets(top: 59, bottom: 34)
        case "retina6_3", "retina6_9": return LayoutInsets(top: 62, bottom: 34)
        case "appleTV": return LayoutInsets(top: 60, left: 80, bottom: 60, right: 80)
        default:
            guard id.hasPrefix("ipad") else { return nil }
            return id.hasSuffix("rounded") || id == "ipad11" ? LayoutInsets(top: 24, bottom: 20) : LayoutInsets(top: 20)
        }
    }
}

/// The safe-area insets Interface Builder simulated for a view controller's root view when it stored
/// the frames: the status bar and home indicator of the document's device (`<device id=...>`, else by
/// the root's size), plus a translucent navigation bar (44 points) when the controller simulates one
/// (`simulatedTopBarMetrics`) or IB infers one (the controller is a navigation controller's root or is
/// shown or pushed from one that is), and a translucent tab bar
/// (49) or toolbar (44) when it simulates one. A root view that IB placed below opaque bars (a positive
/// stored `y`) gets no top inset. Used by ``FrameReproduction``; the engine's own default only knows
/// the root's size.
enum SimulatedMetrics {
    static func safeAreaInsets(of root: LiveView, lookup: DocumentLookup) -> LayoutInsets? {
        guard let (nib, index) = lookup.index(of: root), nib.platform != .cocoa else { return nil }
        guard lookup.isControllerView(root) else { return .zero }
        let parent = nib[index].parent
        let frame = root.frame
        var insets: LayoutInsets
        if let device = nib.child(of: 0, named: "device").flatMap({ nib[$0].attributes["id"] }),
            let known = SafeAreaDefaults.insets(forDevice: device, tools: AppKitAlignment.toolsVersion(of: nib)),
            SafeAreaDefaults.phoneWidths[device].map({ $0 == frame.width }) ?? true
        {
            insets = known
        } else {
            insets = SafeAreaDefaults.insets(
                for: LayoutSize(width: frame.width, height: frame.height), platform: .uiKit, isControllerView: true)
        }
        // A controller's element, or for a controller's own xib the view's (which holds its simulated metrics).
        let controller = nib[parent].name == "objects" ? nib[index] : nib[parent]
        func child(_ key: String) -> CompiledNib.Element? {
            controller.children.map { nib[$0] }.first { $0.attributes["key"] == key }
        }
        let topBar = child("simulatedTopBarMetrics")
        let hasNavigationBar =
            topBar.map { $0.name == "simulatedNavigationBarMetrics" }
            ?? navigationStack(in: nib).contains(controller.attributes["id"] ?? "")
        if hasNavigationBar && topBar?.attributes["translucent"] != "NO" {
            insets.top += topBar?.attributes["prompted"] == "YES" ? 74 : 44
        }
        if let bottomBar = child("simulatedBottomBarMetrics"), bottomBar.attributes["translucent"] != "NO" {
            if bottomBar.name == "simulatedTabBarMetrics" { insets.bottom += 49 }
            if bottomBar.name == "simulatedToolbarMetrics" { insets.bottom += 44 }
        }
        if frame.y > 0 { insets.top = 0 }
        return insets
    }

    /// The ids of the controllers of a storyboard inside a navigation controller: their roots, and the
    /// controllers `show` or `push` segues lead to from those.
    static func navigationStack(in nib: CompiledNib) -> Set<String> {
        var edges: [(source: String, destination: String, root: Bool)] = []
        for index in nib.elements.indices where nib[index].name == "segue" {
            var owner = nib[index].parent
            while owner >= 0 && !nib[owner].name.hasSuffix("Controller") { owner = nib[owner].parent }
            guard owner >= 0, let source = nib[owner].attributes["id"],
                let destination = nib[index].attributes["destination"]
            else { continue }
            let attributes = nib[index].attributes
            if nib[owner].name == "navigationController" && attributes["relationship"] == "rootViewController" {
                edges.append((source, destination, true))
            } else if ["show", "push"].contains(attributes["kind"] ?? "") {
                edges.append((source, destination, false))
            }
        }
        var stack = Set(edges.filter(\.root).map(\.destination))
        var grew = true
        while grew {
            grew = false
            for edge in edges where !edge.root && stack.contains(edge.source) && !stack.contains(edge.destination) {
                stack.insert(edge.destination)
                grew = true
            }
        }
        return stack
    }
}
