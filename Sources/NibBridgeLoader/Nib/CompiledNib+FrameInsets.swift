extension CompiledNib {
    private enum XML {
        static let rect = "rect"
        static let frame = "frame"
        static let frameInset = "frameInset"
        static let subviews = "subviews"
        static let key = "key"
    }

    /// The elements with a frame written for every view that Xcode 8's betas stored as insets in its superview
    /// (`<frame key="frameInset" minX="10" minY="134" width="120" height="40"/>`, tools versions 11173 to 11201)
    /// instead of a `<rect key="frame">`, as `ibtool` compiles such a document: the view's decoded frame is the
    /// rect the insets give in its superview's frame, its origin `minX`/`minY` from the superview's leading and
    /// top edges (or `maxX`/`maxY` from the trailing and bottom ones), its size `width`/`height` (or what the
    /// insets leave; an empty `frameInset` fills the superview).
    ///
    /// Elements are in document order, so a superview's frame is resolved before its subviews'. A view whose
    /// superview has no frame keeps none.
    static func resolvingFrameInsets(_ elements: [Element]) -> [Element] {
        var elements = elements
        for index in elements.indices {
            guard
                let inset = elements[index].children.first(where: {
                    elements[$0].name == XML.frame && elements[$0].attributes[XML.key] == XML.frameInset
                }),
                frameRect(of: index, in: elements) == nil
            else { continue }
            var superview = elements[index].parent
            if superview >= 0, elements[superview].name == XML.subviews { superview = elements[superview].parent }
            let container = superview >= 0 ? frameRect(of: superview, in: elements) : nil
            guard superview < 0 || container != nil else { continue }
            let insets = elements[inset].attributes
            let (x, width) = span(
                insets["minX"], insets["maxX"], insets["width"], in: container?.width ?? 0)
            let (y, height) = span(
                insets["minY"], insets["maxY"], insets["height"], in: container?.height ?? 0)
            let frame = Element(
                name: XML.rect,
                attributes: [
                    XML.key: XML.frame, "x": text(x), "y": text(y), "width": text(width), "height": text(height),
                ],
                children: [], parent: index, location: elements[inset].location)
            elements[index].children.append(elements.count)
            elements.append(frame)
        }
        return elements
    }

    /// The origin and length a `frameInset` gives on one axis of a superview `length` long.
    private static func span(_ min: String?, _ max: String?, _ size: String?, in length: Double) -> (Double, Double) {
        let minimum = min.flatMap(Double.init)
        let maximum = max.flatMap(Double.init)
        if let size = size.flatMap(Double.init) {
            let origin = minimum ?? maximum.map { length - $0 - size } ?? 0
            return (origin, size)
        }
        let origin = minimum ?? 0
        return (origin, length - origin - (maximum ?? 0))
    }

    /// The `<rect key="frame">` of an element, if it has one.
    private static func frameRect(of index: Int, in elements: [Element]) -> (width: Double, height: Double)? {
        guard
            let rect = elements[index].children.first(where: {
                elements[$0].name == XML.rect && elements[$0].attributes[XML.key] == XML.frame
            })
        else { return nil }
        let attributes = elements[rect].attributes
        return (Double(attributes["width"] ?? "") ?? 0, Double(attributes["height"] ?? "") ?? 0)
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
