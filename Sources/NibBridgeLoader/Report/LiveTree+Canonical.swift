extension LiveTree {
    /// The tree with object ids replaced by `#1`, `#2`, ... in order of first appearance.
    ///
    /// Two loads that build the same objects but name them differently (a composed document renames the
    /// content of a nib inlined twice) compare equal after this.
    public func canonicalized() -> LiveTree {
        var names: [String: String] = [:]
        func canonical(_ id: String) -> String {
            if let name = names[id] { return name }
            let name = "#\(names.count + 1)"
            names[id] = name
            return name
        }
        func rewrite(formula: String) -> String {
            formula.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
                guard let dot = token.lastIndex(of: "."), dot != token.startIndex, Double(token) == nil else {
                    return String(token)
                }
                return canonical(String(token[..<dot])) + token[dot...]
            }.joined(separator: " ")
        }
        func rewrite(_ node: Node) -> Node {
            var node = node
            node.id = node.id.map(canonical)
            node.placeholderID = node.placeholderID.map(canonical)
            var outlets: [String: String] = [:]
            for (property, target) in node.outlets.sorted(by: { $0.key < $1.key }) {
                outlets[property] = canonical(target)
            }
            node.outlets = outlets
            node.actions = node.actions.map { action in
                var action = action
                action.target = canonical(action.target)
                return action
            }
            node.constraints = node.constraints.map { constraint in
                var constraint = constraint
                constraint.formula = rewrite(formula: constraint.formula)
                return constraint
            }
            node.children = node.children.map(rewrite)
            return node
        }
        var tree = self
        tree.objects = objects.map(rewrite)
        return tree
    }
}
