import Cassowary
import NibBridgeDocument
import NibBridgeLoader

/// `NSStackView`'s gravity areas, the arrangement of a stack view without a distribution
/// (``LayoutRule/stackGravityAreas``).
///
/// "The layout of a stack view is partitioned into three distinct areas in which you can place views": the
/// leading (top), centre and trailing (bottom) gravity areas (`NSStackView.Gravity`), which Interface Builder
/// writes as a stack view's `beginningViews`, `middleViews` and `endViews`; views it lists as plain subviews are in
/// the leading area. The leading area's first view sits on the stack's leading edge, the trailing area's last view
/// on its trailing edge, and the centre area is centred, at the stack's hugging priority when it is not alone.
/// `spacing` is "the minimum distance between views within a gravity area and between neighboring views in
/// adjacent gravity areas" (`NSStackView.spacing`): views within an area keep it at
/// `max(NSLayoutPriorityDefaultHigh, hugging priority)`, neighbouring areas at the stack's hugging priority, and
/// the stack hugs the views of an edge whose area is empty at its hugging priority too.
extension LayoutSession {
    /// The gravity area of each arranged view of an `NSStackView` that its document places in one: 0 for the
    /// leading (top) area, 1 for the centre, 2 for the trailing (bottom).
    static func gravityAreas(of view: LiveView) -> [ObjectIdentifier: Int] {
        var areas: [ObjectIdentifier: Int] = [:]
        for (area, key) in ["beginningViews", "middleViews", "endViews"].enumerated() {
            for case let member as LiveView in view.otherState[key]?.objects ?? [] {
                areas[ObjectIdentifier(member)] = area
            }
        }
        return areas
    }

    /// The constraints along the axis of an `NSStackView` arranged in gravity areas: the edges, the spacing within
    /// each area and between neighbouring areas (``LayoutRule/stackGravityAreas``).
    func addGravityAreas(
        _ items: [ViewNode], _ boxes: [AxisBox], along: AxisBox, spacing: Double, hugging: Double,
        areas: [ObjectIdentifier: Int], conflict: (String) -> () -> Diagnostic
    ) {
        let groups = (0..<3).map { area in
            items.indices.filter { (areas[ObjectIdentifier(items[$0].view)] ?? 0) == area }
        }
        let filled = groups.filter { !$0.isEmpty }
        guard let first = filled.first?.first, let last = filled.last?.last else { return }
        for group in groups {
            for (previous, next) in zip(group, group.dropFirst()) {
                add(
                    boxes[next].start, .greaterThanOrEqual, boxes[previous].end + spacing,
                    onConflict: conflict("keep its spacing"))
                add(boxes[next].start, .equal, boxes[previous].end + spacing, priority: max(750, hugging))
            }
        }
        for (group, next) in zip(filled, filled.dropFirst()) {
            let gap = boxes[next[0]].start - boxes[group[group.count - 1]].end
            add(gap, .greaterThanOrEqual, Expression(constant: spacing), onConflict: conflict("keep its spacing"))
            add(gap, .equal, Expression(constant: spacing), priority: hugging)
        }
        add(boxes[first].start, .greaterThanOrEqual, along.start, onConflict: conflict("fit its views"))
        add(boxes[last].end, .lessThanOrEqual, along.end, onConflict: conflict("fit its views"))
        if groups[0].isEmpty {
            add(boxes[first].start, .equal, along.start, priority: hugging)
        } else {
            add(boxes[first].start, .equal, along.start, onConflict: conflict("place its first view"))
        }
        if groups[2].isEmpty {
            add(boxes[last].end, .equal, along.end, priority: hugging)
        } else {
            add(boxes[last].end, .equal, along.end, onConflict: conflict("place its last view"))
        }
        if let start = groups[1].first, let end = groups[1].last {
            let centre = (boxes[start].start + boxes[end].end) * 0.5
            add(centre, .equal, along.center, priority: hugging)
        }
    }
}
