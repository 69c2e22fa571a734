import NibBridge
import NibBridgeDocument

extension NibDecoder {
    /// Connects outlets, outlet collections, actions, bindings and segues, after every object exists.
    ///
    /// References resolve through the replacement table, so an outlet to a swapped placeholder (or to a
    /// constraint the bridge recreated) gets the replacement. UIKit names a connection's other end with
    /// `destination`; AppKit does too, except for actions, whose receiver is their `target`.
    func connect() {
        var ownership = OutletOwnership(nib: nib)
        for index in decodeOrder {
            guard let container = nib.child(of: index, named: "connections"), let source = decoded[index] else {
                continue
            }
            let sourceObject = resolve(source)
            for connection in nib[container].children {
                connect(sourceObject, from: index, nib[connection], ownership: &ownership)
            }
        }
    }

    /// The id of the object at a connection's other end: its `destination`, or an AppKit action's `target`.
    static func otherEndID(of element: CompiledNib.Element) -> String? {
        if let destination = element.attributes["destination"] { return destination }
        return element.name == "action" ? element.attributes["target"] : nil
    }

    private func connect(
        _ sourceObject: LiveObject, from sourceIndex: Int, _ element: CompiledNib.Element,
        ownership: inout OutletOwnership
    ) {
        guard let destinationID = NibDecoder.otherEndID(of: element) else { return }
        if element.name == "segue" {
            sourceObject.segues.append(
                LiveSegue(
                    kind: element.attributes["kind"] ?? "", identifier: element.attributes["identifier"],
                    destinationID: destinationID))
            return
        }
        guard let destination = object(forID: destinationID).map(resolve) else {
            emit(
                Diagnostic(
                    .warning,
                    "connection \(element.attributes["id"] ?? "?") names unknown object '\(destinationID)'",
                    at: element.location, rule: "load"))
            return
        }
        switch element.name {
        case "outlet":
            let property = element.attributes["property"] ?? ""
            sourceObject.setOutlet(property, to: destination)
            // Outlets are strong as Apple's guidance declares them (see OutletOwnership).
            if let index = nib.indexByID[destinationID],
                !ownership.holdsStrongly(outletFrom: sourceIndex, to: index, property: property)
            {
                sourceObject.holdOutletWeakly(property)
            }
        case "outletCollection":
            let property = element.attributes["property"] ?? ""
            if property == "gestureRecognizers", let view = sourceObject as? LiveView {
                // UIView.gestureRecognizers holds recognizers; anything else there is no recognizer.
                guard !(destination is LiveView) else {
                    emit(
                        Diagnostic(
                            .warning,
                            "gesture recognizer connection \(element.attributes["id"] ?? "?") names a view "
                                + "('\(destinationID)'), not a gesture recognizer", at: element.location, rule: "load"))
                    return
                }
                if let index = nib.indexByID[destinationID] {
                    ownership.recordStrongReference(from: sourceIndex, to: index)
                }
                view.properties[.gestureRecognizers] = .objects(view.gestureRecognizers + [destination])
            } else {
                sourceObject.appendToOutletCollection(property, destination)
                if let index = nib.indexByID[destinationID],
                    !ownership.holdsStrongly(outletFrom: sourceIndex, to: index, property: property)
                {
                    sourceObject.holdLastOfOutletCollectionWeakly(property)
                }
            }
        case "action":
            sourceObject.actions.append(
                LiveAction(
                    selector: element.attributes["selector"] ?? "", target: destination,
                    eventType: element.attributes["eventType"]))
        case "binding":
            sourceObject.bindings.append(
                LiveBinding(
                    name: element.attributes["name"] ?? "", destination: destination,
                    keyPath: element.attributes["keyPath"] ?? ""))
        default:
            break
        }
    }

    /// Sets user-defined runtime attributes on the (replaced) objects, in document order.
    func applyRuntimeAttributes() {
        for index in decodeOrder.sorted() {
            guard let container = nib.child(of: index, named: "userDefinedRuntimeAttributes"),
                let source = decoded[index]
            else { continue }
            let object = resolve(source)
            for attribute in nib[container].children {
                let element = nib[attribute]
                guard let keyPath = element.attributes["keyPath"] else { continue }
                object.setValue(runtimeValue(attribute), forKeyPath: keyPath)
            }
        }
    }

    private func runtimeValue(_ index: Int) -> IBRuntimeValue {
        let element = nib[index]
        if let value = element.attributes["value"] { return .text(value) }
        if let child = element.children.first(where: { nib[$0].attributes["key"] == "value" }) {
            let pairs = nib[child].attributes.filter { $0.key != "key" }.sorted { $0.key < $1.key }
            return .element(nib[child].name, pairs.map { IBRuntimeValue.Pair(name: $0.key, value: $0.value) })
        }
        return .none
    }

    /// Sends `awakeFromNib` to every decoded object (the replacements, not the placeholders), in decode
    /// order, skipping the owner and placeholders as UIKit does.
    func sendAwakeFromNib() {
        for index in decodeOrder where nib[index].name != "placeholder" {
            guard let object = decoded[index] else { continue }
            object.awakeFromNibMessages += 1
            object.awakeFromNib()
        }
    }
}
