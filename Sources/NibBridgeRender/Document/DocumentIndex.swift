internal import Foundation
import NibBridgeDocument
import NibBridgeLoader

/// One element of a compiled document, with the accessors the painters use.
struct ElementRef {
    let nib: CompiledNib
    let index: Int

    var element: CompiledNib.Element { nib[index] }
    var name: String { element.name }
    var attributes: [String: String] { element.attributes }
    subscript(attribute: String) -> String? { element.attributes[attribute] }

    /// The first child with a name and optional key.
    func child(_ name: String, key: String? = nil) -> ElementRef? {
        nib.child(of: index, named: name, key: key).map { ElementRef(nib: nib, index: $0) }
    }

    /// The first child with a key, whatever its name.
    func keyed(_ key: String) -> ElementRef? {
        element.children.first { nib[$0].attributes["key"] == key }.map { ElementRef(nib: nib, index: $0) }
    }

    /// The children with a name (all children when `nil`).
    func children(_ name: String? = nil) -> [ElementRef] {
        element.children.filter { name == nil || nib[$0].name == name }.map { ElementRef(nib: nib, index: $0) }
    }

    /// Descendants with a name, in document order.
    func descendants(_ name: String) -> [ElementRef] {
        var result: [ElementRef] = []
        for child in children() {
            if child.name == name { result.append(child) }
            result += child.descendants(name)
        }
        return result
    }
}

/// What a render session knows about the documents it draws: compiled nibs, resources, asset catalogs.
///
/// Not thread-safe: one per rendering, used under ``PangoCairo/lock`` when it loads images.
final class DocumentIndex {
    let cache: NibCache
    private var documents: [String: IBDocument?] = [:]
    private var folders: [String: AssetFolder] = [:]
    private var images: [String: LoadedImage?] = [:]
    private var roots: [String: String] = [:]

    /// An index reading compiled documents through `cache`: by default the one the run in progress set
    /// (``NibBridgeLoader/NibCache/current``), so that what a picture reads is dropped with the run's nibs.
    init(cache: NibCache = .current) { self.cache = cache }

    func nib(_ path: String?) -> CompiledNib? {
        guard let path else { return nil }
        return try? cache.nib(atPath: path)
    }

    /// The element an object was decoded from.
    func element(of object: LiveObject) -> ElementRef? {
        guard let nib = nib(object.documentPath), let id = object.documentID, let index = nib.indexByID[id] else {
            return nil
        }
        return ElementRef(nib: nib, index: index)
    }

    /// The element with an id in a document.
    func element(id: String, in path: String?) -> ElementRef? {
        guard let nib = nib(path), let index = nib.indexByID[id] else { return nil }
        return ElementRef(nib: nib, index: index)
    }

    /// The document's `<resources>` element.
    func resources(_ path: String?) -> ElementRef? {
        guard let nib = nib(path) else { return nil }
        return ElementRef(nib: nib, index: 0).child("resources")
    }

    /// The text content of a keyed `<string>` child of an element (`<string key="text">` for multi-line
    /// text, which the compiled document does not keep).
    func stringContent(of element: ElementRef, key: String) -> String? {
        guard let id = element["id"] else { return nil }
        let path = element.nib.path
        if documents[path] == nil { documents[path] = try? IBDocument(contentsOfFile: path) }
        guard let document = documents[path] ?? nil, let node = document.element(withID: id),
            let child = document.tree.firstElement(of: node, named: "string", key: key)
        else { return nil }
        return document.tree.textContent(of: child)
    }

    // MARK: Colors

    /// Resolves a `<color>` element's attributes to a color; `nil` for no color.
    func color(_ attributes: [String: String], documentPath: String?) -> RenderColor? {
        let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
        if let white = attributes["white"].flatMap(Double.init) { return RenderColor(white: white, alpha: alpha) }
        if let red = attributes["red"].flatMap(Double.init) {
            // Display P3 and other custom spaces are taken as sRGB: an approximation.
            return RenderColor(
                red: red, green: attributes["green"].flatMap(Double.init) ?? 0,
                blue: attributes["blue"].flatMap(Double.init) ?? 0, alpha: alpha)
        }
        if let name = attributes["systemColor"] {
            if let resource = resources(documentPath)?.children("systemColor").first(where: { $0["name"] == name }),
                let value = resource.child("color"), value["systemColor"] == nil,
                let color = color(value.attributes, documentPath: nil)
            {
                return color
            }
            return SystemColors.color(named: name) ?? RenderColor(white: 0.5)
        }
        if let name = attributes["cocoaTouchSystemColor"] {
            return SystemColors.color(named: name) ?? RenderColor(white: 0.5)
        }
        if let name = attributes["name"] {
            if attributes["catalog"] == "System" || attributes["colorSpace"] == "catalog",
                let color = SystemColors.color(named: name)
            {
                return color
            }
            if let resource = resources(documentPath)?.children("namedColor").first(where: { $0["name"] == name }),
                let value = resource.child("color"), value["name"] == nil,
                let color = color(value.attributes, documentPath: nil)
            {
                return color
            }
            if let color = assetFolders(near: documentPath).lazy.compactMap({ $0.color(named: name) }).first {
                return color
            }
            return SystemColors.color(named: name) ?? RenderColor(white: 0.5)
        }
        return nil
    }

    // MARK: Images

    /// The size a document records for an image (`<resources><image name= width= height=>`).
    func recordedImageSize(_ name: String, documentPath: String?) -> (width: Double, height: Double)? {
        guard let image = resources(documentPath)?.children("image").first(where: { $0["name"] == name }),
            let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init)
        else { return nil }
        return (width, height)
    }

    /// The image file for a name near a document: an asset catalog's PNG, or a loose `NAME.png`.
    func imageFile(_ name: String, documentPath: String?) -> (path: String, scale: Double)? {
        assetFolders(near: documentPath).lazy.compactMap { $0.image(named: name) }.first
    }

    /// A decoded image; call under ``PangoCairo/lock``.
    func loadImage(_ name: String, documentPath: String?) -> LoadedImage? {
        guard let file = imageFile(name, documentPath: documentPath) else { return nil }
        if let cached = images[file.path] { return cached }
        let image = LoadedImage(pngPath: file.path, scale: file.scale)
        images[file.path] = image
        return image
    }

    /// The folders from a document's up to its project root, each with its catalogs and loose images.
    func assetFolders(near documentPath: String?) -> [AssetFolder] {
        guard let documentPath else { return [] }
        var folder = (documentPath as NSString).deletingLastPathComponent
        let root: String
        if let known = roots[folder] {
            root = known
        } else {
            root = ConventionLoad.projectRoot(for: documentPath)
            roots[folder] = root
        }
        var result: [AssetFolder] = []
        for _ in 0..<8 {
            if folders[folder] == nil { folders[folder] = AssetFolder(path: folder) }
            result.append(folders[folder]!)
            if folder == root || folder == "/" || folder.isEmpty || !folder.hasPrefix(root) { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return result
    }
}

/// One folder's images and colors: its `.xcassets` catalogs (searched recursively) and loose PNGs.
final class AssetFolder {
    private var imagesets: [String: String] = [:]
    private var colorsets: [String: String] = [:]
    private var loose: [String: (String, Double)] = [:]

    init(path: String) {
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(atPath: path))?.sorted() ?? []
        for entry in entries {
            let full = path + "/" + entry
            if entry.hasSuffix(".xcassets") {
                index(catalog: full, depth: 0)
            } else if entry.lowercased().hasSuffix(".png") {
                var base = String(entry.dropLast(4))
                var scale = 1.0
                for (suffix, value) in [("@3x", 3.0), ("@2x", 2.0)] where base.hasSuffix(suffix) {
                    base = String(base.dropLast(suffix.count))
                    scale = value
                }
                for suffix in ["~iphone", "~ipad"] where base.hasSuffix(suffix) {
                    base = String(base.dropLast(suffix.count))
                }
                if let existing = loose[base], AssetFolder.rank(existing.1) <= AssetFolder.rank(scale) { continue }
                loose[base] = (full, scale)
            }
        }
    }

    /// 2x first (the common design scale), then 3x, then 1x.
    static func rank(_ scale: Double) -> Int { scale == 2 ? 0 : scale == 3 ? 1 : 2 }

    private func index(catalog folder: String, depth: Int) {
        guard depth < 6, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let full = folder + "/" + entry
            if entry.hasSuffix(".imageset") {
                let name = String(entry.dropLast(".imageset".count))
                if imagesets[name] == nil { imagesets[name] = full }
            } else if entry.hasSuffix(".colorset") {
                let name = String(entry.dropLast(".colorset".count))
                if colorsets[name] == nil { colorsets[name] = full }
            } else if !entry.contains(".") || entry.hasSuffix(".xcassets") {
                index(catalog: full, depth: depth + 1)
            }
        }
    }

    /// The PNG of an image name and its scale.
    func image(named name: String) -> (path: String, scale: Double)? {
        if let set = imagesets[name] {
            var candidates: [(String, Double)] = []
            if let data = FileManager.default.contents(atPath: set + "/Contents.json"),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let images = json["images"] as? [[String: Any]]
            {
                for image in images {
                    guard let file = image["filename"] as? String, file.lowercased().hasSuffix(".png") else { continue }
                    if image["appearances"] != nil { continue }  // Dark variants.
                    let scale = Double((image["scale"] as? String ?? "1x").dropLast()) ?? 1
                    candidates.append((set + "/" + file, scale))
                }
            }
            if candidates.isEmpty {
                for file in ((try? FileManager.default.contentsOfDirectory(atPath: set)) ?? []).sorted()
                where file.lowercased().hasSuffix(".png") {
                    let scale = file.contains("@3x") ? 3.0 : file.contains("@2x") ? 2.0 : 1.0
                    candidates.append((set + "/" + file, scale))
                }
            }
            if let best = candidates.filter({ FileManager.default.fileExists(atPath: $0.0) })
                .min(by: { AssetFolder.rank($0.1) < AssetFolder.rank($1.1) })
            {
                return best
            }
        }
        return loose[name].map { (path: $0.0, scale: $0.1) }
    }

    /// The universal, light-appearance color of a color set.
    func color(named name: String) -> RenderColor? {
        guard let set = colorsets[name], let data = FileManager.default.contents(atPath: set + "/Contents.json"),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let colors = json["colors"] as? [[String: Any]]
        else { return nil }
        guard let entry = colors.first(where: { $0["appearances"] == nil }) ?? colors.first,
            let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any]
        else { return nil }
        func component(_ key: String) -> Double? {
            let value: String
            if let string = components[key] as? String {
                value = string
            } else if let number = components[key] as? NSNumber {
                value = number.stringValue
            } else {
                return nil
            }
            if value.hasPrefix("0x") || value.hasPrefix("0X") {
                return Double(Int(value.dropFirst(2), radix: 16) ?? 0) / 255
            }
            guard let number = Double(value) else { return nil }
            return value.contains(".") || number <= 1 ? number : number / 255
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return RenderColor(white: white, alpha: alpha) }
        return RenderColor(
            red: component("red") ?? 0, green: component("green") ?? 0, blue: component("blue") ?? 0, alpha: alpha)
    }
}
