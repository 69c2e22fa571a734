import Foundation
import NibBridgeLayout
import NibBridgeLoader

/// The chained-views layout (``ChainedLayout``) as an iOS `.xib`, laid out by the layout engine the way
/// `nibbridge render` lays out a document: a top-level container view whose subviews do not translate
/// their autoresizing masks, with the pins in the container's constraint list and each height in its
/// view's own list, as Interface Builder writes them.
struct ChainedDocument {
    let layout: ChainedLayout

    /// The document's text.
    var text: String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" "#
                + #"targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" "#
                + #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">"#,
            "    <objects>",
            #"        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            #"        <view contentMode="scaleToFill" id="container">"#,
            #"            <rect key="frame" x="0.0" y="0.0" width="\#(layout.containerWidth)" "#
                + #"height="\#(layout.containerHeight)"/>"#,
            #"            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
            "            <subviews>",
        ]
        var heights: [Int: Int] = [:]
        for (number, pin) in layout.pins.enumerated() where pin.secondAttribute == nil {
            if let view = pin.first { heights[view] = number }
        }
        for index in 0..<layout.count {
            let frame = layout.expectedFrame(index)
            lines += [
                #"                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" "#
                    + #"id="v\#(index)">"#,
                #"                    <rect key="frame" x="\#(frame[0])" y="\#(frame[1])" width="\#(frame[2])" "#
                    + #"height="\#(frame[3])"/>"#,
            ]
            if let number = heights[index] {
                lines += [
                    "                    <constraints>",
                    "                        " + element(layout.pins[number], number: number),
                    "                    </constraints>",
                ]
            }
            lines.append("                </view>")
        }
        lines += ["            </subviews>", "            <constraints>"]
        for (number, pin) in layout.pins.enumerated() where pin.secondAttribute != nil {
            lines.append("                " + element(pin, number: number))
        }
        lines += ["            </constraints>", "        </view>", "    </objects>", "</document>", ""]
        return lines.joined(separator: "\n")
    }

    /// A pin as a `<constraint>` element; the container is the item a constraint leaves out.
    private func element(_ pin: ChainedLayout.Pin, number: Int) -> String {
        var attributes = ""
        if let first = pin.first { attributes += #"firstItem="v\#(first)" "# }
        attributes += #"firstAttribute="\#(pin.firstAttribute.rawValue)" "#
        if let secondAttribute = pin.secondAttribute {
            attributes += #"secondItem="\#(pin.second.map { "v\($0)" } ?? "container")" "#
            attributes += #"secondAttribute="\#(secondAttribute.rawValue)" "#
        }
        if pin.constant != 0 { attributes += #"constant="\#(pin.constant)" "# }
        return "<constraint " + attributes + #"id="c\#(number)"/>"#
    }

    /// Writes the document to a temporary folder, loads it and times the layout engine on it.
    ///
    /// - Returns: the seconds the layout took and how many views did not get their expected frame, or
    ///   `nil` when the document could not be written or loaded.
    func layOut() -> (seconds: Double, mismatches: Int)? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibbridge-bench-chained-\(getpid())")
        let path = folder.appendingPathComponent("Chained\(layout.count).xib").path
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        } catch {
            return nil
        }
        let cache = NibCache()
        let loader = NibLoader(
            registry: ClassRegistry(unknownClassPolicy: .assumeExists), locator: ProjectNibLocator(root: folder.path),
            cache: cache)
        let loaded = loader.load(path: path)
        guard let root = loaded.objectsByID["container"] as? LiveView else { return nil }
        var engine = LayoutEngine(intrinsicSizes: StoredFrameIntrinsicSizes(cache: cache), cache: cache)
        engine.reportsAmbiguity = false
        let clock = ContinuousClock()
        let start = clock.now
        let result = engine.layout(root)
        let elapsed = clock.now - start
        let frames = (0..<layout.count).map { index -> [Double] in
            guard let view = loaded.objectsByID["v\(index)"] as? LiveView, let frame = result.frame(of: view) else {
                return []
            }
            return [frame.x, frame.y, frame.width, frame.height]
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds, layout.mismatches(frames))
    }
}
