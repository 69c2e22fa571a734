internal import Foundation
import NibBridgeDocument
import NibBridgeLoader

/// The small project the compose, load and render stages bridge against: two fixed UIKit nibs,
/// `CardView.xib` (a label and a `BadgeView` placeholder, so bridging nests) and `BadgeView.xib`, written
/// once per process to a temporary folder. Their class names are among the fixtures' most common
/// custom classes, so seeds and mutations reference them.
///
/// The fuzz inputs themselves are written beside `nibs/` (never inside it, so the locator's index stays
/// the two nibs) when a stage needs them on disk: the layout engine and the renderer look elements up
/// through a ``NibCache`` by the document's path.
final class FuzzProject: @unchecked Sendable {
    /// The project of this process.
    static let shared = FuzzProject()

    /// The folder holding `nibs/` and `inputs/`.
    let folder: String
    /// The project root the nib locator indexes: the two fixed nibs.
    let nibRoot: String
    /// Where stages write inputs that must be on disk.
    let inputFolder: String

    private var loaders: [NibFramework: NibLoader] = [:]

    private init() {
        let base = ProcessInfo.processInfo.environment["NIBBRIDGE_FUZZ_TMPDIR"] ?? NSTemporaryDirectory()
        folder = (base as NSString).appendingPathComponent("nibbridge-fuzz-\(getpid())")
        nibRoot = folder + "/nibs"
        inputFolder = folder + "/inputs"
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: nibRoot, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: inputFolder, withIntermediateDirectories: true)
            try Data(FuzzProject.cardView.utf8).write(to: URL(fileURLWithPath: nibRoot + "/CardView.xib"))
            try Data(FuzzProject.badgeView.utf8).write(to: URL(fileURLWithPath: nibRoot + "/BadgeView.xib"))
        } catch {
            fatalError("cannot write the fuzz project to \(folder): \(error)")
        }
        // The folder goes with the process (libFuzzer ends with exit(), which runs atexit handlers).
        atexit { try? FileManager.default.removeItem(atPath: FuzzProject.shared.folder) }
    }

    /// A loader bridging the two nibs by convention, for documents of one framework (built once).
    func loader(for framework: NibFramework) -> NibLoader {
        if let loader = loaders[framework] { return loader }
        let loader = ConventionLoad.loader(root: nibRoot, framework: framework)
        loaders[framework] = loader
        return loader
    }

    /// The input's file name by its kind.
    static func fileName(_ stem: String, kind: IBDocumentKind) -> String {
        stem + (kind == .storyboard ? ".storyboard" : ".xib")
    }

    /// Writes an input to a file of the input folder and returns its path.
    func write(_ bytes: [UInt8], named name: String) -> String {
        let path = inputFolder + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            fatalError("cannot write a fuzz input to \(path)")
        }
        return path
    }

    /// Removes an input file written by ``write(_:named:)``.
    func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

    static let cardView = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Fzc-Rt-001" customClass="CardView" customModule="Fuzz" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Card" numberOfLines="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Fzc-Lb-002">
                            <rect key="frame" x="12" y="12" width="296" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fzc-Bg-003" customClass="BadgeView" customModule="Fuzz" customModuleProvider="target">
                            <rect key="frame" x="12" y="45" width="200" height="60"/>
                            <color key="backgroundColor" systemColor="systemBlueColor"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="60" id="Fzc-Ct-004"/>
                            </constraints>
                        </view>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="Fzc-Lb-002" firstAttribute="top" secondItem="Fzc-Rt-001" secondAttribute="top" constant="12" id="Fzc-Ct-005"/>
                        <constraint firstItem="Fzc-Lb-002" firstAttribute="leading" secondItem="Fzc-Rt-001" secondAttribute="leading" constant="12" id="Fzc-Ct-006"/>
                        <constraint firstAttribute="trailing" secondItem="Fzc-Lb-002" secondAttribute="trailing" constant="12" id="Fzc-Ct-007"/>
                        <constraint firstItem="Fzc-Bg-003" firstAttribute="top" secondItem="Fzc-Lb-002" secondAttribute="bottom" constant="12" id="Fzc-Ct-008"/>
                        <constraint firstItem="Fzc-Bg-003" firstAttribute="leading" secondItem="Fzc-Lb-002" secondAttribute="leading" id="Fzc-Ct-009"/>
                        <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="Fzc-Bg-003" secondAttribute="bottom" constant="12" id="Fzc-Ct-010"/>
                    </constraints>
                    <connections>
                        <outlet property="titleLabel" destination="Fzc-Lb-002" id="Fzc-Ou-011"/>
                        <outlet property="badge" destination="Fzc-Bg-003" id="Fzc-Ou-012"/>
                    </connections>
                    <point key="canvasLocation" x="131" y="-11"/>
                </view>
            </objects>
            <resources>
                <systemColor name="systemBlueColor">
                    <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>

        """

    static let badgeView = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Fzb-Rt-001" customClass="BadgeView" customModule="Fuzz" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Badge" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Fzb-Lb-002">
                            <rect key="frame" x="8" y="20" width="60" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemYellowColor"/>
                    <point key="canvasLocation" x="139" y="20"/>
                </view>
            </objects>
            <resources>
                <systemColor name="systemYellowColor">
                    <color red="1" green="0.80000000000000004" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>

        """
}
