import NibBridgeDocument
import NibBridgeLoader

/// The one configuration under which a placeholder by the naming convention is genuinely misconfigured,
/// recognized from the document itself rather than listed by path: a view whose class names the very nib
/// that holds it (not as that nib's root).
///
/// Bridging such a view would embed the nib into itself, so it cannot come out bridged. Two reasons are
/// told apart by the nib's File's Owner:
/// - its class is the view's class: a self-embedding File's Owner nib (a bridged view of that class would
///   recurse at run time; the loader stops after one level instead of reporting a cycle);
/// - its class is another one (a controller that owns the nib and named it after the view it holds): the
///   same-named nib is that class's, not the view's, and the naming convention misfires.
///
/// A view of that kind whose nib has no File's Owner class is not exempt: nothing explains it.
enum CorpusBridgingExemption {
    /// Why a placeholder of class `className` in `nib` cannot bridge, or `nil` when it must.
    static func reason(className: String, in nib: CompiledNib) -> String? {
        guard nib.kind == .xib, ProjectNibLocator.nibName(ofPath: nib.path) == className,
            let owner = filesOwnerClass(of: nib)
        else { return nil }
        if owner == className {
            return "self-embedding File's Owner nib: \(className).xib, owned by \(className), holds a \(className)"
        }
        return "the same-named nib \(className).xib belongs to its File's Owner \(owner), not to the view"
    }

    /// The custom class of a xib's File's Owner: the `IBFilesOwner` placeholder (UIKit), or the custom
    /// object with id -2 that AppKit documents use.
    static func filesOwnerClass(of nib: CompiledNib) -> String? {
        let owner = nib.topLevelObjects().first { index in
            let attributes = nib[index].attributes
            return attributes["placeholderIdentifier"] == "IBFilesOwner"
                || (nib.platform == .cocoa && nib[index].name == "customObject" && attributes["id"] == "-2")
        }
        return owner.flatMap { nib[$0].attributes["customClass"] }
    }

    /// A minimal xib named `nibName` whose content holds a view of class `TableView`, with a File's Owner of
    /// class `owner`, for the rule's own test.
    static func document(nibName: String, owner: String?, platform: IBPlatform) -> String {
        let ownerClass = owner.map { " customClass=\"\($0)\"" } ?? ""
        let (type, runtime, ownerElement, view) =
            platform == .cocoa
            ? (
                "Cocoa.XIB", "MacOSX.Cocoa", "<customObject id=\"-2\" userLabel=\"File's Owner\"\(ownerClass)/>",
                "customView"
            )
            : (
                "CocoaTouch.XIB", "iOS.CocoaTouch",
                "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\""
                    + "\(ownerClass)/>",
                "view"
            )
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.\(type)" version="3.0" toolsVersion="22155" \
            targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    \(ownerElement)
                    <\(view) id="Rt-01" userLabel="\(nibName) root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <\(view) id="Tb-01" customClass="TableView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            </\(view)>
                        </subviews>
                    </\(view)>
                </objects>
            </document>
            """
    }
}
