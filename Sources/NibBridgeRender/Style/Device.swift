internal import Foundation
public import NibBridgeDocument

/// A screen a view controller's root view is drawn at.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// The marketing name.
    public var name: String
    /// The width in points (portrait).
    public var width: Double
    /// The height in points (portrait).
    public var height: Double
    /// The status bar's height (the top safe-area inset) in portrait.
    public var statusBar: Double
    /// The home indicator's height (the bottom safe-area inset), 0 on devices with a home button.
    public var homeIndicator: Double
    /// The `<device id=...>` and `simulatedScreenMetrics type=...` names Interface Builder uses for it.
    public var interfaceBuilderIDs: [String]

    /// Creates a device.
    public init(
        name: String, width: Double, height: Double, statusBar: Double = 20, homeIndicator: Double = 0,
        interfaceBuilderIDs: [String] = []
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
        self.interfaceBuilderIDs = interfaceBuilderIDs
    }

    /// The size-class traits of the device full screen, as held (landscape when wider than tall): those of
    /// its Interface Builder id, or for a `WIDTHxHEIGHT` screen those of the devices of its size (see
    /// ``NibBridgeDocument/SizeClassTraits/ofDevice(id:orientation:)`` and
    /// ``NibBridgeDocument/SizeClassTraits/ofScreen(width:height:)``). What `--device` loads documents with.
    public var sizeClassTraits: SizeClassTraits {
        let orientation = width > height ? "landscape" : "portrait"
        return interfaceBuilderIDs.first.flatMap { SizeClassTraits.ofDevice(id: $0, orientation: orientation) }
            ?? SizeClassTraits.ofScreen(width: width, height: height)
    }

    /// `iPhone 15 (393x852)`.
    public var description: String { "\(name) (\(IBNumber.format(width))x\(IBNumber.format(height)))" }

    /// The same device turned sideways.
    public var landscape: Device {
        var device = self
        device.width = height
        device.height = width
        device.statusBar = homeIndicator > 0 && !name.hasPrefix("iPad") ? 0 : statusBar
        device.homeIndicator = homeIndicator > 0 ? 21 : 0
        return device
    }

    /// Common devices, smallest first: what `--device` accepts (by name, by IB id, or `WIDTHxHEIGHT`).
    public static let all: [Device] = [
        Device(name: "iPhone 4s", width: 320, height: 480, interfaceBuilderIDs: ["retina3_5", "retina35"]),
        Device(name: "iPhone SE", width: 320, height: 568, interfaceBuilderIDs: ["retina4_0", "retina4", "retina40"]),
        Device(name: "iPhone 8", width: 375, height: 667, interfaceBuilderIDs: ["retina4_7", "retina47"]),
        Device(name: "iPhone 8 Plus", width: 414, height: 736, interfaceBuilderIDs: ["retina5_5", "retina55"]),
        Device(
            name: "iPhone 11 Pro", width: 375, height: 812, statusBar: 44, homeIndicator: 34,
            interfaceBuilderIDs: ["retina5_9", "retina5_4"]),
        Device(
            name: "iPhone 11", width: 414, height: 896, statusBar: 44, homeIndicator: 34,
            interfaceBuilderIDs: ["retina6_1", "retina6_5"]),
        Device(
            name: "iPhone 13", width: 390, height: 844, statusBar: 47, homeIndicator: 34,
            interfaceBuilderIDs: ["retina6_0"]),
        Device(
            name: "iPhone 13 Pro Max", width: 428, height: 926, statusBar: 47, homeIndicator: 34,
            interfaceBuilderIDs: ["retina6_7"]),
        Device(
            name: "iPhone 15", width: 393, height: 852, statusBar: 59, homeIndicator: 34,
            interfaceBuilderIDs: ["retina6_12"]),
        Device(
            name: "iPhone 15 Pro Max", width: 430, height: 932, statusBar: 59, homeIndicator: 34,
            interfaceBuilderIDs: ["retina6_72"]),
        Device(name: "iPad", width: 768, height: 1024, interfaceBuilderIDs: ["ipad9_7", "ipad", "iPad"]),
        Device(name: "iPad 10.2", width: 810, height: 1080, interfaceBuilderIDs: ["ipad10_2"]),
        Device(
            name: "iPad Air", width: 820, height: 1180, statusBar: 24, homeIndicator: 20,
            interfaceBuilderIDs: ["ipad10_9rounded"]),
        Device(name: "iPad Pro 10.5", width: 834, height: 1112, interfaceBuilderIDs: ["ipad10_5"]),
        Device(
            name: "iPad Pro 11", width: 834, height: 1194, statusBar: 24, homeIndicator: 20,
            interfaceBuilderIDs: ["ipad11", "ipad11_0rounded"]),
        Device(
            name: "iPad Pro 12.9", width: 1024, height: 1366, statusBar: 24, homeIndicator: 20,
            interfaceBuilderIDs: ["ipad12_9rounded", "ipad12_9"]),
    ]

    /// The default when nothing says otherwise.
    public static let fallback = all[2]

    /// A device by marketing name (any case, spaces or dashes), IB id, or `WIDTHxHEIGHT`.
    public static func named(_ text: String) -> Device? {
        let key = text.lowercased().replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        if let device = all.first(where: { $0.name.lowercased() == key }) { return device }
        if let device = all.first(where: { $0.interfaceBuilderIDs.contains(text) }) { return device }
        let parts = text.lowercased().split(separator: "x")
        if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
            width <= 10_000, height <= 10_000
        {
            let name = "\(IBNumber.format(width.rounded(.towardZero)))x\(IBNumber.format(height.rounded(.towardZero)))"
            return Device(name: name, width: width, height: height, statusBar: 0)
        }
        return nil
    }

    /// The device an Interface Builder id names (`retina6_12`).
    public static func interfaceBuilder(_ id: String) -> Device? {
        all.first { $0.interfaceBuilderIDs.contains(id) }
    }
}
