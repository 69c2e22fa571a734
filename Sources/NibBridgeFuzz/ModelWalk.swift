import NibBridgeDocument

/// Evaluates every typed accessor of a document, so that fuzzing reaches the model as well as the
/// tokenizer. The values are folded into ``checksum`` so the optimizer keeps every evaluation.
struct ModelWalk {
    /// The document walked.
    let document: IBDocument
    /// A fold of everything read; meaningless except that it depends on every accessor.
    private(set) var checksum = 0

    /// Creates a walk over a document.
    init(document: IBDocument) { self.document = document }

    /// Walks the header, the scenes, every object below them, every view and the hierarchy.
    @discardableResult
    mutating func walkEverything() -> Int {
        let header = document.header
        fold(header.type, header.version, header.toolsVersion, header.targetRuntime, header.initialViewController)
        fold(document.kind.rawValue, document.platform.rawValue)
        for scene in document.scenes {
            fold(scene.sceneID, scene.title, scene.mainObject?.id)
            if let point = scene.canvasLocation { fold(point.x, point.y) }
            for object in scene.objects { walk(object, depth: 0) }
        }
        for object in document.topLevelObjects { walk(object, depth: 0) }
        for view in document.allViews { walk(view) }
        let hierarchy = DocumentHierarchy(document: document)
        fold(hierarchy.renderedText(), DocumentHierarchy.renderedJSON([hierarchy]))
        return checksum
    }

    /// Walks an object, its connections and runtime attributes, and the objects below it.
    mutating func walk(_ object: IBObject, depth: Int) {
        fold(object.id, object.elementName, object.key, object.customClass, object.customModule)
        fold(object.customModuleProvider, object.userLabel, object.className, object.placeholderIdentifier)
        fold(object.location?.description, object.parentObject?.id)
        if let id = object.id, document.object(withID: id)?.id != id {
            fatalError("object(withID: \(id.debugDescription)) does not find the object")
        }
        for connection in object.connections {
            fold(connection.kind.rawValue, connection.id, connection.sourceID, connection.destination)
            fold(connection.property, connection.selector, connection.eventType, connection.segueKind)
            fold(connection.identifier, connection.relationship, connection.location?.description)
        }
        for attribute in object.runtimeAttributes {
            fold(attribute.keyPath, attribute.type, "\(attribute.value)")
        }
        if let view = object.asView { fold(view.id) }
        // The element nesting limit bounds the recursion; this guard only keeps a broken limit visible.
        guard depth < 1024 else { fatalError("object nesting deeper than the parser allows") }
        for child in object.childObjects { walk(child, depth: depth + 1) }
    }

    /// Walks a view's geometry, flags, constraints, subviews and variations.
    mutating func walk(_ view: IBView) {
        if let frame = view.frame { fold(frame.x, frame.y, frame.width, frame.height, frame.description) }
        fold(view.autoresizingMask?.rawValue, view.tag, view.translatesAutoresizingMaskIntoConstraints)
        fold(view.isMisplaced, view.isAmbiguous, view.superview?.id, view.subviews.count)
        for constraint in view.constraints {
            fold(constraint.id, constraint.ownerID, constraint.firstItem, constraint.firstAttribute)
            fold(constraint.secondItem, constraint.secondAttribute, constraint.relation, constraint.identifier)
            fold(constraint.multiplier, constraint.constant, constraint.priority, constraint.isPlaceholder)
            fold(constraint.location?.description)
        }
        for variation in view.variations {
            fold(variation.key, "\(variation.traits)", "\(variation.included)", "\(variation.excluded)")
            fold("\(variation.overrides)")
        }
    }

    private mutating func fold(_ values: (any Hashable)?...) {
        for value in values {
            var hasher = Hasher()
            if let value { hasher.combine(value) } else { hasher.combine(0) }
            checksum &+= hasher.finalize()
        }
    }
}
