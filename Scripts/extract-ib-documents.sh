#!/usr/bin/env bash
# Writes the Interface Builder documents (.xib, .storyboard) of public projects into a folder of
# owner__repo folders, the shape `nibbridge-bench PATH --figures layout` measures, from the list of projects
# and commits that BENCHMARKS.md's validation and held-out figures name (Scripts/layout-projects.txt).
#
#   Scripts/extract-ib-documents.sh SET DEST [GIT_DIR_PATTERN]
#
# SET is a set the list names in its first column (`validation`, `evidence`, `holdout`, `holdout2`, ...). DEST must
# not exist yet. Each project is read from a git repository holding its commit: GIT_DIR_PATTERN with {owner} and
# {repo} replaced (for example `/mirrors/{owner}+{repo}/repo`, a bare repository or a work tree with its .git),
# else a clone made in a temporary folder from
# https://github.com/{owner}/{repo}. The documents are read with `git show`; no repository is modified.
# Lines `drop SET PATH` of the list name documents left out of SET (PATH below DEST): byte copies of documents
# of the corpus or of an earlier set, which would measure them again.
# Keep DEST outside this repository: the projects' files are theirs and are never committed here.
set -euo pipefail

usage() {
    sets=$(awk '$1 != "drop" && $1 !~ /^#/ { print $1 }' "$list" | uniq | paste -sd '|')
    echo "usage: $0 $sets DEST [GIT_DIR_PATTERN]" >&2
    exit 2
}
list="$(cd "$(dirname "$0")" && pwd)/layout-projects.txt"
[ $# -ge 2 ] || usage
set_name=$1 dest=$2 pattern=${3:-}
[ -e "$dest" ] && { echo "$0: error: $dest exists; give a new folder" >&2; exit 1; }
grep -q "^$set_name " "$list" || { echo "$0: error: no set named '$set_name' in $list" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$dest.part"

while read -r set project commit; do
    [ "$set" = "$set_name" ] || continue
    owner=${project%%/*} repo=${project#*/}
    if [ -n "$pattern" ]; then
        git_dir=${pattern//\{owner\}/$owner}
        git_dir=${git_dir//\{repo\}/$repo}
        # A pattern may name a work tree's folder rather than a bare repository: use its .git then.
        [ -d "$git_dir/.git" ] && git_dir="$git_dir/.git"
    else
        git_dir="$scratch/$owner+$repo.git"
        git clone --quiet --bare --filter=blob:none "https://github.com/$project" "$git_dir"
    fi
    git --git-dir="$git_dir" cat-file -e "$commit^{commit}" || {
        echo "$0: error: $project has no commit $commit in $git_dir" >&2
        exit 1
    }
    count=0
    while IFS= read -r -d '' path; do
        case "$path" in *.xib | *.storyboard) ;; *) continue ;; esac
        out="$dest.part/${owner}__$repo/$path"
        mkdir -p "$(dirname "$out")"
        git --git-dir="$git_dir" show "$commit:$path" >"$out"
        count=$((count + 1))
    done < <(git --git-dir="$git_dir" ls-tree -r -z --name-only "$commit")
    echo "${owner}__$repo $commit: $count documents"
done <"$list"

dropped=0
while read -r kind set path; do
    [ "$kind" = drop ] && [ "$set" = "$set_name" ] || continue
    rm -f -- "$dest.part/$path"
    dropped=$((dropped + 1))
done <"$list"
[ "$dropped" -eq 0 ] || echo "left out $dropped documents that copy the corpus or an earlier set ('drop' lines)"

mv "$dest.part" "$dest"
