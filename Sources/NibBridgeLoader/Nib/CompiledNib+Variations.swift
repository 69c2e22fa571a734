public import NibBridgeDocument

/// Size-class variations: the nib as UIKit sees it under one trait collection.
///
/// Interface Builder writes what differs for a trait combination inside the element it concerns:
/// `<variation key="heightClass=regular-widthClass=regular">` on a view holds `<mask key="subviews">` and
/// `<mask key="constraints">` with `<include reference=...>` / `<exclude reference=...>` (the "Installed"
/// checkbox per size class; the `default` variation's exclusions are what is not installed in the base
/// configuration), property overrides as attributes (`<variation key="widthClass=regular" constant="36"/>`
/// on a constraint, `axis`, `spacing`, `distribution` on a stack view) and property elements (a label's
/// `<fontDescription key="fontDescription" .../>`).
extension CompiledNib {
    /// The attribute a specialized nib writes (`YES`) on a subview or constraint not installed for its traits.
    public static let uninstalledAttribute = "nibBridgeUninstalled"

    /// Whether the document has size-class variations.
    public var hasVariations: Bool { !variationOwners.isEmpty }

    /// The nib under a trait collection, made once per traits and kept with this nib: every element's
    /// applicable variations applied in ``NibBridgeDocument/SizeClassTraits/applicationOrder(ofKeys:)``'s
    /// order (the most specific last, so it wins), then the `<variation>` elements left out.
    ///
    /// - An attribute of a variation replaces the element's attribute.
    /// - A keyed element of a variation replaces the element's child with that key (or is added).
    /// - A subview or constraint a mask excludes (and no more specific variation includes) is kept, so that
    ///   outlets reach it, with ``uninstalledAttribute``: the decoder does not add it to its superview or
    ///   activate it. UIKit instantiates it too, and installs it if the traits change.
    ///
    /// A nib without variations is its own specialization.
    public func specialized(for traits: SizeClassTraits) -> CompiledNib {
        guard hasVariations, specializedTraits != traits else { return self }
        if specializedTraits != nil {  // Made again from the document's elements, not kept.
            return CompiledNib(specializing: self, for: traits, elements: specializedElements(for: traits))
        }
        if let made = specializations.withLock({ $0[traits] }) { return made }
        let made = CompiledNib(specializing: self, for: traits, elements: specializedElements(for: traits))
        return specializations.withLock { memo in
            if let earlier = memo[traits] { return earlier }
            memo[traits] = made
            return made
        }
    }

    private func specializedElements(for traits: SizeClassTraits) -> [Element] {
        let elements = documentElements
        var result = elements
        for owner in variationOwners {
            let variations = elements[owner].children.filter { elements[$0].name == "variation" }
            let order = traits.applicationOrder(ofKeys: variations.map { elements[$0].attributes["key"] ?? "" })
            var installed: [String: Bool] = [:]
            var replacements: [(key: String, element: Int)] = []
            for variation in order.map({ variations[$0] }) {
                for (name, value) in elements[variation].attributes where name != "key" {
                    result[owner].attributes[name] = value
                }
                for child in elements[variation].children {
                    if elements[child].name == "mask" {
                        for entry in elements[child].children {
                            guard let reference = elements[entry].attributes["reference"] else { continue }
                            switch elements[entry].name {
                            case "include": installed[reference] = true
                            case "exclude": installed[reference] = false
                            default: break
                            }
                        }
                    } else if let key = elements[child].attributes["key"] {
                        replacements.removeAll { $0.key == key }
                        replacements.append((key, child))
                    }
                }
            }
            var children = elements[owner].children.filter { elements[$0].name != "variation" }
            for (key, replacement) in replacements {
                result[replacement].parent = owner
                if let slot = children.firstIndex(where: { elements[$0].attributes["key"] == key }) {
                    children[slot] = replacement
                } else {
                    children.append(replacement)
                }
            }
            result[owner].children = children
            for (reference, isInstalled) in installed where !isInstalled {
                // Only the owner's own subviews and constraints (`<subviews>` or `<constraints>` children):
                // a mask names nothing else, and a malformed reference changes nothing.
                guard let index = indexByID[reference], isHeld(index, by: owner) else { continue }
                result[index].attributes[Self.uninstalledAttribute] = "YES"
            }
        }
        return result
    }

    /// Whether an element is one of an owner's subviews or constraints.
    private func isHeld(_ index: Int, by owner: Int) -> Bool {
        let elements = documentElements
        let container = elements[index].parent
        guard container >= 0, elements[container].parent == owner else { return false }
        return ["subviews", "constraints"].contains(elements[container].name)
    }
}
