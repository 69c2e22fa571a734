// swift-format-ignore-file
// (The stubs mirror Apple's declarations, names and layout included, not this project's style.)
// Linux stand-in for the parts of Apple's Foundation that swift-corelibs-foundation lacks or declares in a way
// Objective-C cannot see: `NSCoder` as an Objective-C class (so `@objc` methods may take one) and NSObject's
// `awakeAfter(using:)` (NSObject(NSCoderMethods)). Re-exports swift-corelibs-foundation for everything else;
// this module's `NSCoder` shadows Foundation's in modules that import both through it.

@_exported import Foundation
@_exported import ObjectiveC

/// `NSCoder`, Objective-C visible.
@objc open class NSCoder: NSObject {}

extension NSObject {
    /// NSObject(NSCoderMethods): nonisolated and overridable, as on Apple platforms.
    @objc open func awakeAfter(using coder: NSCoder) -> Any? { self }
}
