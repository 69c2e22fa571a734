#!/usr/bin/env bash
# Checks the AppKit adapter (Sources/NibBridge/Apple) on Linux, where AppKit does not exist and no macOS SDK is
# at hand. The UIKit adapter is checked against real iOS SDKs by Scripts/check-apple-sdk.sh instead.
#
#   Scripts/check-apple-layer.sh [--no-build] [--keep]
#
# 1. Builds the NibBridge target for Linux (`swift build --scratch-path .build-apple --target NibBridge`, warnings
#    as errors), where the Apple files compile to nothing but NibBridgeSupport.swift's Foundation part.
#    --no-build skips this step.
# 2. Parses every Apple file (`swiftc -parse`).
# 3. Builds the stand-in modules of Scripts/AppleStubs (ObjectiveC, AppleFoundation, AppKit: only the Apple
#    APIs NibBridge uses, with Apple's documented Swift signatures and actor annotations, following what the
#    real iOS SDK showed matters: `awakeFromNib()` and `awakeAfter(using:)` nonisolated), then type-checks all
#    of Sources/NibBridge in Swift 6 mode against AppKit, with the package's upcoming features (ExistentialAny,
#    InternalImportsByDefault) and without them (as CocoaPods builds it). No errors or warnings allowed.
# 4. Checks that every public or open symbol of those builds has a `///` doc comment (from the symbol graph;
#    needs python3) and that the Apple files and the stubs keep lines within 120 columns.
#
# The stubs are compiled with Objective-C interop enabled (-enable-objc-interop, and
# -disable-objc-attr-requires-foundation-module since Linux's NSObject is a Swift class), so `@objc`,
# `#selector` and Objective-C representability are checked too. Nothing is linked or run: type-checking only.
# A stub declaration is a claim about Apple's SDK; when the adapters use a new API, add it to the stubs from
# Apple's documented signature, not from what makes the check pass.
#
# `.ci/run` runs it with --no-build (its own build covers step 1). Build products go to .build-apple-stubs/
# (gitignored), removed at the end unless --keep is given.
set -euo pipefail

cd "$(dirname "$0")/.."
stubs=Scripts/AppleStubs
out=.build-apple-stubs
build=1
keep=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --no-build) build=0; shift ;;
        --keep) keep=1; shift ;;
        -h | --help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown argument: $1" >&2; exit 64 ;;
    esac
done

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# Counts the errors and warnings of a compiler run; prints them and records a failure when there are any.
report() {
    local name="$1" output="$2" status="$3"
    local errors warnings
    errors=$(grep -c 'error:' <<<"$output" || true)
    warnings=$(grep -c 'warning:' <<<"$output" || true)
    if [[ "$status" -ne 0 || "$errors" -ne 0 || "$warnings" -ne 0 ]]; then
        fail "$name: exit $status, $errors errors, $warnings warnings"
        grep -E '^[^ ].*(error|warning):' <<<"$output" | sort -u | head -40
    else
        echo "ok   $name"
    fi
}

# Runs a command, capturing its output and status for `report`.
run() {
    local name="$1"
    shift
    local output status=0
    output=$("$@" 2>&1) || status=$?
    report "$name" "$output" "$status"
}

apple_files=(Sources/NibBridge/Apple/*.swift)
mapfile -t module_files < <(find Sources/NibBridge -name '*.swift' | sort)

# 1. The Linux build.
if [[ $build -eq 1 ]]; then
    # Warnings as errors: an up-to-date build then still proves the last compile of each file had none.
    run "swift build --target NibBridge (Linux)" \
        swift build --scratch-path .build-apple --target NibBridge -Xswiftc -warnings-as-errors
fi

# 2. Parsing.
for file in "${apple_files[@]}"; do
    run "parse $file" swiftc -parse "$file"
done

# 3. The stubs, then the type-checks.
objc=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
stub_flags=(-emit-module -parse-as-library -swift-version 6 "${objc[@]}")
rm -rf "$out"
mkdir -p "$out/common" "$out/appkit"
stub() {  # stub MODULE FOLDER [FLAG...]
    local module="$1" folder="$2"
    shift 2
    swiftc "${stub_flags[@]}" -I "$out/common" "$@" -module-name "$module" \
        -emit-module-path "$out/$folder/$module.swiftmodule" "$stubs/$module.swift"
}
stub ObjectiveC common
stub AppleFoundation common
stub AppKit appkit

package_features=(-enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault)
for framework in appkit; do
    for mode in package plain; do
        flags=(-typecheck -swift-version 6 -parse-as-library -module-name NibBridge "${objc[@]}")
        flags+=(-I "$out/common" -I "$out/$framework")
        [[ $mode == package ]] && flags+=("${package_features[@]}")
        run "type-check $framework ($mode)" swiftc "${flags[@]}" "${module_files[@]}"
    done
done

# 4. Doc comments on public symbols, from the symbol graph of each framework's build. The frontend is called
# directly: the driver would also compile, and SILGen needs Objective-C bridging that Linux's standard library
# does not have.
if command -v python3 >/dev/null 2>&1; then
    for framework in appkit; do
        graph="$out/symbols-$framework"
        mkdir -p "$graph"
        run "symbol graph $framework" swiftc -frontend -emit-module \
            -experimental-skip-non-inlinable-function-bodies-without-types \
            -enable-objc-interop -disable-objc-attr-requires-foundation-module -swift-version 6 -parse-as-library \
            "${package_features[@]}" -module-name NibBridge -I "$out/common" -I "$out/$framework" \
            -emit-module-path "$graph/NibBridge.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$graph" \
            "${module_files[@]}"
    done
    undocumented=$(
        python3 - "$out"/symbols-*/*.symbols.json <<'PYTHON'
import json, sys
missing = set()
for path in sys.argv[1:]:
    for symbol in json.load(open(path))["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        if symbol.get("accessLevel") in ("public", "open") and "/Sources/NibBridge/" in uri \
                and not symbol.get("docComment"):
            line = symbol["location"]["position"]["line"] + 1
            file = uri[uri.index("Sources/NibBridge/"):]
            missing.add(f"{file}:{line}: {'.'.join(symbol['pathComponents'])}")
print("\n".join(sorted(missing)))
PYTHON
    )
    if [[ -n "$undocumented" ]]; then
        fail "public symbols without a doc comment:"
        echo "$undocumented"
    else
        echo "ok   doc comments on every public symbol"
    fi
else
    echo "skip doc comments (no python3)"
fi

long_lines=$(awk 'length > 120 { print FILENAME ":" FNR ": " length " columns" }' "${apple_files[@]}" "$stubs"/*.swift)
if [[ -n "$long_lines" ]]; then
    fail "lines over 120 columns:"
    echo "$long_lines"
else
    echo "ok   lines within 120 columns"
fi

[[ $keep -eq 1 ]] || rm -rf "$out"
if [[ $failures -gt 0 ]]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
