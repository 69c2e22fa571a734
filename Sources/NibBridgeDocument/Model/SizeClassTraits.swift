/// The traits Interface Builder's size-class variations are keyed by: the part of a UIKit trait collection
/// (`UITraitCollection`) that `<variation key="heightClass=regular-widthClass=compact">` names.
///
/// A trait that is not set is *unspecified* (Interface Builder's "Any"): a trait collection with no traits
/// at all matches only the `default` variation. The trait names and values are those of the keys Xcode
/// writes: `widthClass` and `heightClass` (`compact`, `regular`; `UITraitCollection.horizontalSizeClass`
/// and `verticalSizeClass`) and `userInterfaceIdiom` (`phone`, `pad`, `mac`, `tv`, `carPlay`).
public struct SizeClassTraits: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A size class (`UIUserInterfaceSizeClass`; an unset trait is `.unspecified`).
    public enum SizeClass: String, Sendable, Hashable, Codable, CaseIterable {
        /// Constrained space: an iPhone's width, or its height in landscape.
        case compact
        /// Expansive space: an iPad's width and height, an iPhone's height in portrait.
        case regular
    }

    /// The trait names variation keys use.
    public enum Name {
        /// The horizontal size class.
        public static let widthClass = "widthClass"
        /// The vertical size class.
        public static let heightClass = "heightClass"
        /// The user interface idiom (`mac` for Mac Catalyst's variations).
        public static let idiom = "userInterfaceIdiom"
    }

    /// The trait values by name (`widthClass: compact`); a trait that is absent is unspecified.
    public private(set) var values: [String: String]

    /// A trait collection with the given traits; `nil` leaves a trait unspecified.
    public init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, idiom: String? = nil) {
        values = [:]
        values[Name.widthClass] = widthClass?.rawValue
        values[Name.heightClass] = heightClass?.rawValue
        values[Name.idiom] = idiom
    }

    /// The traits of a variation key: `default` (none), or `name=value` pairs joined with `-`
    /// (`heightClass=compact-widthClass=regular`). `nil` for a key that is not of that form.
    public init?(key: String) {
        values = [:]
        guard key != Self.defaultKey else { return }
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty, values[String(pair[0])] == nil else {
                return nil
            }
            values[String(pair[0])] = String(pair[1])
        }
    }

    /// The key of Interface Builder's base configuration ("Any" width, "Any" height).
    public static let defaultKey = "default"

    /// No trait specified: only `default` variations apply, as in Interface Builder's Any/Any configuration.
    public static let unspecified = SizeClassTraits()

    /// The horizontal size class, if specified.
    public var widthClass: SizeClass? { values[Name.widthClass].flatMap(SizeClass.init(rawValue:)) }
    /// The vertical size class, if specified.
    public var heightClass: SizeClass? { values[Name.heightClass].flatMap(SizeClass.init(rawValue:)) }
    /// The user interface idiom, if specified.
    public var idiom: String? { values[Name.idiom] }

    /// How many traits are specified: a variation naming more traits is more specific.
    public var count: Int { values.count }

    /// The key Xcode would write for these traits: names in alphabetical order (`heightClass` before
    /// `widthClass`), or `default` when none is specified.
    public var key: String {
        values.isEmpty
            ? Self.defaultKey
            : values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                separator: "-")
    }

    /// The key, as Xcode writes it.
    public var description: String { key }

    /// Whether these traits contain every trait of `other` with the same value: UIKit's
    /// `UITraitCollection.containsTraits(in:)` ("returns true if the receiver contains all of the trait
    /// values in the trait collection passed in", developer.apple.com/documentation/uikit/uitraitcollection/
    /// containstraits(in:)). A variation applies when the current traits contain its traits, so `default`
    /// (no traits) always applies and `widthClass=regular` applies to any regular-width trait collection.
    public func contains(_ other: SizeClassTraits) -> Bool {
        other.values.allSatisfy { values[$0.key] == $0.value }
    }

    /// The indices of the variation keys that apply to these traits, in the order they are applied: less
    /// specific first (fewer traits), so that what a more specific variation says wins; among variations
    /// naming as many traits, document order (the later one wins). A key of another form never applies.
    ///
    /// UIKit keeps a nib's variations as trait-keyed storage and, whenever the trait collection changes,
    /// resets the installed subviews and constraints to what the storyboard defines for the new traits
    /// (Apple's reply quoted in rdar://23105634, openradar.me/23105634: "the system will reset the view
    /// hierarchy back to the state defined in the storyboard whenever the current trait collection
    /// changes. This process only affects a view's subviews and the installed constraints"); Interface
    /// Builder edits a variation as an override of the less specific configurations it refines
    /// (wR hR refines wR Any and Any hR, which refine Any Any).
    public func applicationOrder(ofKeys keys: [String]) -> [Int] {
        let matching = keys.indices.compactMap { index -> (index: Int, count: Int)? in
            guard let traits = SizeClassTraits(key: keys[index]), contains(traits) else { return nil }
            return (index, traits.count)
        }
        return matching.sorted { ($0.count, $0.index) < ($1.count, $1.index) }.map(\.index)
    }
}
