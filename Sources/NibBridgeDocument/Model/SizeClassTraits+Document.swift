extension SizeClassTraits {
    /// The traits of the device a document is designed on, from its `<device id=... orientation=...>`
    /// element: the configuration whose frames Interface Builder stores. Unspecified (only `default`
    /// variations apply, Interface Builder's "Any, Any") for a document without a device Xcode writes size
    /// classes for: AppKit documents, Apple TV and Apple Watch ones, and documents written before Xcode 8
    /// named one (Xcode 6 and 7 edited the base configuration on a square canvas).
    public static func ofDocument(deviceID: String?, orientation: String?, platform: IBPlatform) -> SizeClassTraits {
        guard platform == .cocoaTouch, let deviceID else { return .unspecified }
        return ofDevice(id: deviceID, orientation: orientation) ?? .unspecified
    }
}

extension IBDocument {
    /// The traits of the device the document is designed on (see ``SizeClassTraits/ofDocument(deviceID:orientation:platform:)``).
    public var designTraits: SizeClassTraits {
        let device = tree.firstElement(of: rootElement, named: "device")
        return SizeClassTraits.ofDocument(
            deviceID: device.flatMap { tree.attribute("id", of: $0) },
            orientation: device.flatMap { tree.attribute("orientation", of: $0) }, platform: platform)
    }
}
