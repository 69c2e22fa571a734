import NibBridgeLoader

/// The intrinsic content size of a UIKit picker view (`UIPickerView`): 216 points tall, its wheel's height in
/// portrait, and no width of its own (``LayoutRule/pickerViewDefaultHeight``).
///
/// A picker view's wheels are 216 points tall in portrait (UIKit pins a picker's height to 216 when it is given none:
/// `-[UIPickerView setFrame:]` logs that an invalid height is "pinned to 216.0"), and IB's canvas keeps that height
/// where no constraint sets one. Stored frames of pickers pinned at their sides and at one of their top, bottom or
/// centre only are 216 points tall in three
/// projects: MiniKeePass's password generator (Xcode 9, centred vertically in a static cell), GoMap's display
/// settings (Xcode 16, below a label) and Yep's do-not-disturb period (Xcode 7, at a root view's bottom); a
/// picker that constraints size (NetNewsWire's, element-ios', OsmAnd-iOS', RxSwift's) keeps their size, as a
/// picker's content hugging and compression resistance (250 and 750) give way to required constraints.
extension LayoutSession {
    /// The picker view's intrinsic size, (no width, 216), when `node` is a UIKit picker view and
    /// ``LayoutRule/pickerViewDefaultHeight`` is on; nil otherwise (off: a picker view has no intrinsic size).
    func pickerIntrinsicSize(_ node: ViewNode) -> LayoutSize? {
        guard node.traits.platform == .uiKit, node.view.elementName == "pickerView",
            lookup.rules.contains(.pickerViewDefaultHeight)
        else { return nil }
        return LayoutSize(width: LayoutSize.noIntrinsicMetric, height: Self.pickerViewHeight)
    }

    /// The height of a UIKit picker view's wheels in portrait.
    static let pickerViewHeight: Double = 216
}
