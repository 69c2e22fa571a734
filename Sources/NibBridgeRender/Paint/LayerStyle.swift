import NibBridgeDocument
import NibBridgeLoader

/// The layer look a view gets from user-defined runtime attributes: `layer.cornerRadius`,
/// `layer.borderWidth`, `layer.borderColor`, `layer.masksToBounds` and the IBInspectable names many
/// projects declare for them (`cornerRadius`, `borderWidth`, `borderColor`, `masksToBounds`).
struct LayerStyle {
    var cornerRadius = 0.0
    var borderWidth = 0.0
    var borderColor: RenderColor?
    var masksToBounds = false

    /// The runtime-attribute key paths read, by property.
    static let cornerRadiusKeys = ["layer.cornerRadius", "cornerRadius", "cornerRadiusValue"]
    static let borderWidthKeys = ["layer.borderWidth", "borderWidth"]
    static let borderColorKeys = ["layer.borderColor", "borderColor", "layer.borderUIColor", "borderUIColor"]
    static let masksKeys = ["layer.masksToBounds", "masksToBounds", "clipsToBounds"]
    /// Every key path the renderer draws, so the designable heuristic leaves them alone.
    static let allKeys = Set(cornerRadiusKeys + borderWidthKeys + borderColorKeys + masksKeys)

    init() {}

    init(_ view: LiveView, index: DocumentIndex) {
        let attributes = view.runtimeAttributes
        func number(_ keys: [String]) -> Double? {
            for key in keys { if let value = attributes[key].flatMap(LayerStyle.number) { return value } }
            return nil
        }
        cornerRadius = number(LayerStyle.cornerRadiusKeys) ?? 0
        borderWidth = number(LayerStyle.borderWidthKeys) ?? 0
        for key in LayerStyle.borderColorKeys {
            if case .element("color", let pairs)? = attributes[key] {
                var dictionary: [String: String] = [:]
                for pair in pairs { dictionary[pair.name] = pair.value }
                borderColor = index.color(dictionary, documentPath: view.documentPath)
                break
            }
        }
        for key in LayerStyle.masksKeys {
            if let value = attributes[key], LayerStyle.bool(value) { masksToBounds = true }
        }
    }

    /// A number written as `value="8"` or as `<real key="value" value="8"/>`.
    static func number(_ value: IBRuntimeValue) -> Double? {
        switch value {
        case .text(let text): return Double(text)
        case .element(_, let pairs): return pairs.first { $0.name == "value" }.flatMap { Double($0.value) }
        case .none: return nil
        }
    }

    /// A boolean written as `value="YES"` or as `<bool key="value" value="YES"/>`.
    static func bool(_ value: IBRuntimeValue) -> Bool {
        switch value {
        case .text(let text): return text == "YES" || text == "true" || text == "1"
        case .element(_, let pairs):
            return pairs.contains { $0.name == "value" && ($0.value == "YES" || $0.value == "1") }
        case .none: return false
        }
    }

    /// The text of a string value.
    static func text(_ value: IBRuntimeValue) -> String? {
        switch value {
        case .text(let text): return text
        case .element(_, let pairs): return pairs.first { $0.name == "value" }?.value
        case .none: return nil
        }
    }
}
