import NibBridgeDocument
import NibBridgeLoader

/// The pixel grid Interface Builder's UIKit canvas places frames on (``LayoutRule/devicePixelFrames``).
///
/// Each view's edges are rounded to the nearest pixel of the document's device, halves up, in the root's coordinates;
/// a superview is rounded before its subviews, so a subview's frame is its rounded edges less its superview's rounded
/// origin, not its own frame rounded on its own. Apple aligns layout to the backing store's pixels
/// (`NSWindow.backingAlignedRect(_:options:)`, "a backing store pixel-aligned rectangle in window coordinates", with
/// `NSAlignAllEdgesNearest`; `UIView.contentScaleFactor` maps points to pixels).
enum PixelAlignedFrames {
    /// Devices whose screens have three pixels a point; every other UIKit canvas (2x iPhones and iPads, Apple TV's
    /// canvas, a document that names no device) stores frames on half points.
    static let threePixelDevices: Set<String> = [
        "retina5_5", "retina5_9", "retina6_0", "retina6_12", "retina6_3", "retina6_5", "retina6_7", "retina6_72",
        "retina6_9",
    ]

    /// Pixels a point on the canvas of a document's device (`<device id="retina6_12">`).
    static func scale(ofDevice id: String?) -> Double {
        id.map { threePixelDevices.contains($0) } == true ? 3 : 2
    }

    /// A coordinate on the nearest pixel, halves up (noise below a millionth of a pixel removed first).
    static func rounded(_ value: Double, scale: Double) -> Double {
        let pixels = (value * scale * 1_000_000).rounded() / 1_000_000
        return (pixels + 0.5).rounded(.down) / scale
    }
}

extension LayoutSession {
    /// Each view's solved frame in the root's top-down coordinates with its edges on the device's pixel grid; the
    /// root keeps its frame, and a view that translates its autoresizing mask keeps its unrounded frame in its
    /// superview.
    func pixelAlignedAbsoluteFrames() -> [ObjectIdentifier: IBRect] {
        let scale = PixelAlignedFrames.scale(ofDevice: lookup.nib(of: root.view)?.deviceID)
        func round(_ value: Double) -> Double { PixelAlignedFrames.rounded(value, scale: scale) }
        var result: [ObjectIdentifier: IBRect] = [:]
        for node in nodes {
            let absolute = node.solvedAbsoluteFrame
            guard let parent = node.parent, let parentAligned = result[ObjectIdentifier(parent.view)] else {
                result[ObjectIdentifier(node.view)] = absolute
                continue
            }
            if node.translatesAutoresizingMask {
                // Its mask places it, not the engine: its unrounded frame, on its superview's rounded origin.
                let container = parent.solvedAbsoluteFrame
                result[ObjectIdentifier(node.view)] = IBRect(
                    x: parentAligned.x + absolute.x - container.x, y: parentAligned.y + absolute.y - container.y,
                    width: absolute.width, height: absolute.height)
                continue
            }
            let minX = round(absolute.x)
            let minY = round(absolute.y)
            result[ObjectIdentifier(node.view)] = IBRect(
                x: minX, y: minY, width: round(absolute.x + absolute.width) - minX,
                height: round(absolute.y + absolute.height) - minY)
        }
        return result
    }
}
