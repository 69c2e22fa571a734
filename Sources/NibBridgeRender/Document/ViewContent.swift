import NibBridgeDocument
import NibBridgeLoader

/// What a view shows, read from the live view's state and, for what the loader does not keep (a button's
/// states, segments, bar items, AppKit cells), from the element it was decoded from.
struct ViewContent {
    let view: LiveView
    let element: ElementRef?
    let index: DocumentIndex

    init(_ view: LiveView, index: DocumentIndex) {
        self.view = view
        self.index = index
        element = index.element(of: view)
    }

    /// The element name (`label`, `button`, ...).
    var kind: String { view.elementName.isEmpty ? (element?.name ?? "view") : view.elementName }

    /// The document the view came from (for its resources and asset catalogs).
    var documentPath: String? { view.documentPath }

    /// An attribute of the view's element.
    func attribute(_ name: String) -> String? {
        if let value = view.otherState[name]?.text { return value }
        return element?[name]
    }

    /// The attributes of a keyed child element (`fontDescription`, `textColor`, ...).
    func keyed(_ key: String) -> [String: String]? {
        if case .element(_, let attributes)? = view.otherState[key] { return attributes }
        return element?.keyed(key)?.attributes
    }

    /// A keyed color.
    func color(_ key: String) -> RenderColor? {
        guard let attributes = keyed(key), element?.keyed(key)?.name ?? "color" == "color" else { return nil }
        return index.color(attributes, documentPath: documentPath)
    }

    /// A number attribute.
    func number(_ name: String) -> Double? { attribute(name).flatMap(Double.init) }

    /// A flag attribute (`YES`).
    func flag(_ name: String) -> Bool { attribute(name) == "YES" }

    /// The view's font: its `fontDescription`, an AppKit `font` (on the view or its cell), or a default.
    func font(default fallback: FontSpec) -> FontSpec {
        if let attributes = keyed("fontDescription"), let font = FontSpec(attributes: attributes) { return font }
        if let attributes = keyed("font"), let font = FontSpec(attributes: attributes) { return font }
        if let cell = appKitCell, let attributes = cell.keyed("font")?.attributes,
            let font = FontSpec(attributes: attributes)
        {
            return font
        }
        return fallback
    }

    /// An AppKit control's cell (`textFieldCell`, `buttonCell`, ...).
    var appKitCell: ElementRef? {
        element?.children().first { $0["key"] == "cell" }
    }

    /// A label's or text view's text: `text`, a `<string key="text">`, or attributed text's fragments.
    var text: String? {
        if let text = attribute("text") { return text }
        if let element, element.keyed("text")?.name == "string",
            let text = index.stringContent(of: element, key: "text")
        {
            return text
        }
        if let attributed = element?.keyed("attributedText") {
            let fragments = attributed.children("fragment").compactMap { $0["content"] }
            if !fragments.isEmpty { return fragments.joined() }
        }
        if let cell = appKitCell {
            if let title = cell["title"] { return title }
        }
        return nil
    }

    /// The first font of attributed text, if any.
    var attributedFont: FontSpec? {
        guard let fragment = element?.keyed("attributedText")?.children("fragment").first,
            let font = fragment.child("attributes")?.child("font")
        else { return nil }
        return FontSpec(attributes: font.attributes)
    }

    /// A button's normal-state title (classic states, iOS 15 configurations, AppKit cells).
    var buttonTitle: String? {
        if let state = element?.children("state").first(where: { $0["key"] == "normal" }), let title = state["title"] {
            return title
        }
        if let state = element?.children("state").first(where: { $0["key"] == "normal" }),
            state.keyed("attributedTitle") != nil
        {
            let fragments = state.keyed("attributedTitle")!.children("fragment").compactMap { $0["content"] }
            if !fragments.isEmpty { return fragments.joined() }
        }
        if let configuration = element?.keyed("configuration"), let title = configuration["title"] { return title }
        if let cell = appKitCell, let title = cell["title"] { return title }
        return attribute("title")
    }

    /// A button's normal-state image name.
    var buttonImage: String? {
        if let state = element?.children("state").first(where: { $0["key"] == "normal" }), let image = state["image"] {
            return image
        }
        if let configuration = element?.keyed("configuration"), let image = configuration["image"] { return image }
        return appKitCell?["image"]
    }

    /// A button's normal-state title color.
    var buttonTitleColor: RenderColor? {
        guard let state = element?.children("state").first(where: { $0["key"] == "normal" }),
            let color = state.keyed("titleColor")
        else { return nil }
        return index.color(color.attributes, documentPath: documentPath)
    }

    /// Whether the view has a custom class that is not drawn by its framework class's painter.
    var customClass: String? { element?["customClass"] }
}
