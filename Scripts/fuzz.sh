#!/usr/bin/env bash
# Builds the NibBridgeFuzz libFuzzer target and fuzzes the document reader.
#
#   Scripts/fuzz.sh [-t SECONDS] [SEED_FOLDER ...] [-- LIBFUZZER_FLAG ...]
#
# Seeds fuzz-corpus/inputs/ (gitignored) with the test fixtures and with the .xib and .storyboard files
# of every SEED_FOLDER (for example ../shared/corpus), then runs the fuzzer for SECONDS (default 60, or
# $MAX_TOTAL_TIME) with -max_len=65536. The corpus grows across runs. Crashes, leaks, timeouts and
# out-of-memory inputs are saved in fuzz-corpus/artifacts/; replay one without sanitizers with
#   swift build --product NibBridgeFuzz && .build/debug/NibBridgeFuzz fuzz-corpus/artifacts/crash-...
#
# Environment: MAX_TOTAL_TIME (seconds), FUZZ_CONFIGURATION (release, the default, or debug: about 25
# times slower but with debug-only checks), FUZZ_SCRATCH (build folder, default .build-fuzz).
set -euo pipefail

cd "$(dirname "$0")/.."
max_total_time="${MAX_TOTAL_TIME:-60}"
configuration="${FUZZ_CONFIGURATION:-release}"
scratch="${FUZZ_SCRATCH:-.build-fuzz}"
max_len=65536
seed_folders=(Tests/NibBridgeDocumentTests/Fixtures)
extra_flags=()

while [[ $# -gt 0 ]]; do
    case "$1" in
        -t | --time) max_total_time="$2"; shift 2 ;;
        -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        --) shift; extra_flags=("$@"); break ;;
        *) seed_folders+=("$1"); shift ;;
    esac
done

echo "== building NibBridgeFuzz ($configuration, libFuzzer + AddressSanitizer)"
# -DNIBBRIDGE_FUZZING leaves out the replay @main; Extern lets FuzzerEntry.swift declare libFuzzer's
# LLVMFuzzerRunDriver; lld avoids gold's flood of "Cannot export local symbol" warnings under ASan.
swift build --scratch-path "$scratch" -c "$configuration" --product NibBridgeFuzz \
    -Xswiftc -sanitize=fuzzer,address \
    -Xswiftc -DNIBBRIDGE_FUZZING \
    -Xswiftc -enable-experimental-feature -Xswiftc Extern \
    -Xswiftc -use-ld=lld
fuzzer="$scratch/$configuration/NibBridgeFuzz"

mkdir -p fuzz-corpus/inputs fuzz-corpus/artifacts
added=0
for folder in "${seed_folders[@]}"; do
    [[ -d "$folder" ]] || { echo "no such folder: $folder" >&2; exit 66; }
    # Files over -max_len would be truncated into broken XML; content-addressed names dedupe reruns.
    while IFS= read -r -d '' file; do
        name="seed-$(sha1sum "$file" | cut -c1-40)"
        if [[ ! -e "fuzz-corpus/inputs/$name" ]]; then
            cp "$file" "fuzz-corpus/inputs/$name"
            added=$((added + 1))
        fi
    done < <(find "$folder" -type f \( -name '*.xib' -o -name '*.storyboard' \) -size -$((max_len + 1))c -print0)
done
echo "== $added new seeds; fuzz-corpus/inputs holds $(find fuzz-corpus/inputs -type f | wc -l) inputs"

# Tokens the mutator splices in: markup, references, and the names the typed model looks for.
cat > fuzz-corpus/xml.dict <<'DICT'
"<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
"<!--"
"-->"
"<![CDATA["
"]]>"
"<!DOCTYPE"
"<?"
"?>"
"</"
"/>"
"=\""
"='"
"&amp;"
"&lt;"
"&gt;"
"&quot;"
"&apos;"
"&#"
"&#x"
"\xef\xbb\xbf"
"<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">"
"<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">"
"targetRuntime=\"MacOSX.Cocoa\""
"<scenes>"
"<scene sceneID="
"<objects>"
"<subviews>"
"<constraints>"
"<constraint firstItem="
"secondItem="
"firstAttribute="
"multiplier=\"3:4\""
"<connections>"
"<outlet property="
"<action selector="
"<segue destination="
"<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"44\"/>"
"<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\"/>"
"<userDefinedRuntimeAttributes>"
"<variation key="
"<placeholder placeholderIdentifier=\"IBFilesOwner\""
" id=\""
" customClass=\""
DICT

echo "== fuzzing for ${max_total_time}s"
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" "$fuzzer" \
    -max_total_time="$max_total_time" \
    -max_len="$max_len" \
    -timeout=10 \
    -print_final_stats=1 \
    -dict=fuzz-corpus/xml.dict \
    -artifact_prefix=fuzz-corpus/artifacts/ \
    ${extra_flags[@]+"${extra_flags[@]}"} \
    fuzz-corpus/inputs
