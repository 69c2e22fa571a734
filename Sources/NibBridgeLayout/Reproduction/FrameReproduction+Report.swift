public import NibBridgeDocument
import NibBridgeLoader

extension FrameReproduction {
    /// A kind of document: its framework and whether it is a xib or a storyboard.
    public struct Kind: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// `iOS`, `tvOS` or `macOS`.
        public var platform: String
        /// `xib` or `storyboard`.
        public var document: String

        init(_ nib: CompiledNib) {
            platform =
                switch nib.platform {
                case .cocoa: "macOS"
                case .appleTV: "tvOS"
                case .watchKit: "watchOS"
                case .cocoaTouch: "iOS"
                }
            document = nib.kind.rawValue
        }

        /// `iOS xib`, `macOS storyboard`, ...
        public var description: String { "\(platform) \(document)" }

        /// Orders kinds by their description.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.description < rhs.description }
    }

    /// The counts of one kind of document.
    public struct Tally: Sendable, Hashable {
        /// Documents measured.
        public var documents = 0
        /// View trees laid out.
        public var trees = 0
        /// View trees left out because IB marked a view misplaced or ambiguous.
        public var excludedTrees = 0
        /// Views compared (roots excluded: they are given their stored frame).
        public var views = 0
        /// Views below a root that IB wrote no frame for: laid out, not compared (nothing stored to reproduce).
        public var withoutStoredFrame = 0
        /// Views below a root whose width or height only their stored frame decides (an arranged view that nothing
        /// sizes in that dimension): laid out, not compared (the stored value would match by construction).
        public var sizedFromStoredFrame = 0
        /// Views below a root whose stored frame, with another view's, breaks a required constraint of the tree by more
        /// than a point (stale frames, which no layout gives): laid out, not compared.
        public var contradictingConstraints = 0
        /// Views whose computed frame is within the tolerance of the stored one.
        public var matched = 0
        /// Required constraints the engine reported as conflicting.
        public var unsatisfiable = 0
        /// Mismatching views the engine found ambiguous (when it checked).
        public var ambiguous = 0

        /// The share of views matched, from 0 to 1 (1 when there are none).
        public var share: Double { views == 0 ? 1 : Double(matched) / Double(views) }

        mutating func merge(_ other: Tally) {
            documents += other.documents
            trees += other.trees
            excludedTrees += other.excludedTrees
            views += other.views
            withoutStoredFrame += other.withoutStoredFrame
            sizedFromStoredFrame += other.sizedFromStoredFrame
            contradictingConstraints += other.contradictingConstraints
            matched += other.matched
            unsatisfiable += other.unsatisfiable
            ambiguous += other.ambiguous
        }
    }

    /// One view whose computed frame differs from its stored frame.
    public struct Mismatch: Sendable, Hashable {
        /// The document, relative to the corpus.
        public var document: String
        /// The document's kind.
        public var kind: Kind
        /// The view's id.
        public var id: String
        /// The view's element name.
        public var element: String
        /// The id of the view's superview (or stack view), empty for none.
        public var parentID = ""
        /// The frame IB stored.
        public var stored: IBRect
        /// The frame the engine computed.
        public var computed: IBRect
        /// Whether the engine found the view's frame undetermined by its constraints.
        public var isAmbiguous = false
        /// The parts of its frame the engine left undetermined (`x`, `y`, `width`, `height`), when ambiguous.
        public var ambiguousParts: [String] = []
    }

    /// The outcome of a measurement.
    public struct Report: Sendable {
        /// The counts per kind of document.
        public var tallies: [Kind: Tally] = [:]
        /// Every mismatching view.
        public var mismatches: [Mismatch] = []
        /// Whether the layouts were checked for ambiguity (``Tally/ambiguous`` is only counted then).
        public var checkedAmbiguity = false

        /// The counts over every kind.
        public var overall: Tally { tallies.values.reduce(into: Tally()) { $0.merge($1) } }

        mutating func merge(_ other: Report) {
            for (kind, tally) in other.tallies { tallies[kind, default: Tally()].merge(tally) }
            mismatches += other.mismatches
            checkedAmbiguity = checkedAmbiguity || other.checkedAmbiguity
        }

        /// One line per kind and an overall line: views matched, views compared, share, trees laid out
        /// and left out, documents, and views without a stored frame, sized by it alone or whose stored frames break a
        /// required constraint, when there are any.
        public var summary: String {
            func line(_ name: String, _ tally: Tally) -> String {
                let percent = (tally.share * 1000).rounded() / 10
                var text =
                    "\(name): \(tally.matched)/\(tally.views) views (\(percent)%) in \(tally.trees) trees "
                    + "(\(tally.excludedTrees) left out as misplaced/ambiguous) of \(tally.documents) documents; "
                    + "\(tally.unsatisfiable) unsatisfiable constraints"
                if checkedAmbiguity { text += ", \(tally.ambiguous) mismatching views ambiguous" }
                if tally.withoutStoredFrame > 0 {
                    text += "; views without a stored frame (not compared): \(tally.withoutStoredFrame)"
                }
                if tally.sizedFromStoredFrame > 0 {
                    text += "; views sized by their stored frame alone (not compared): \(tally.sizedFromStoredFrame)"
                }
                if tally.contradictingConstraints > 0 {
                    text +=
                        "; views whose stored frames break a required constraint (not compared): "
                        + "\(tally.contradictingConstraints)"
                }
                return text
            }
            var lines = tallies.keys.sorted().map { line($0.description, tallies[$0]!) }
            lines.append(line("overall", overall))
            return lines.joined(separator: "\n")
        }
    }
}
