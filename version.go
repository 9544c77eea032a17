package main

import (
	"regexp"
	"runtime/debug"
	"strings"
)

// A release's build stamps these (goreleaser's ldflags, .goreleaser.yaml):
// the tag's version, the commit and the commit's date.
var (
	buildVersion string // v1.2.3
	buildCommit  string // abc1234
	buildDate    string // the commit's time, RFC 3339 (its date is said)
)

// version is what --version says: "version v1.2.3 (abc1234, 2026-12-01)"
// for a release; for `go install ...@v1.2.3`, the module's version (or
// the pseudo-version of `@latest` past the last tag); from a clone,
// "version devel" with the commit and its date (its tag, where the commit
// has one), and "modified" where the tree had changes.
func version() string {
	if buildVersion != "" {
		return stamped(buildVersion, buildCommit, buildDate)
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "version unknown"
	}
	return versionOf(info)
}

// versionOf is the version the build information says.
func versionOf(info *debug.BuildInfo) string {
	var revision, date string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.time":
			date = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	v := strings.TrimSuffix(info.Main.Version, "+dirty")
	if v == "" || v == "(devel)" || revision != "" && pseudoVersion.MatchString(v) {
		v = "devel" // a clone's commit past a tag: Go's pseudo-version says again the commit and time said after it
	}
	out := stamped(v, revision, date)
	if modified {
		out = strings.TrimSuffix(out, ")") + ", modified)"
		if revision == "" && date == "" {
			out = "version " + v + " (modified)"
		}
	}
	return out
}

// pseudoVersion is a version Go makes of a commit that no tag names
// (v0.0.0-20261207033745-3fe27a4e26e2, v1.2.4-0.20261207033745-3fe27a4e26e2).
var pseudoVersion = regexp.MustCompile(`-(?:[0-9A-Za-z.-]*\.)?\d{14}-[0-9a-f]{12}$`)

// stamped is "version V (COMMIT, DATE)", the commit cut to 7 digits and the
// time to its date, each left out when not known.
func stamped(v, commit, date string) string {
	var known []string
	if commit != "" {
		known = append(known, commit[:min(7, len(commit))])
	}
	if date != "" {
		known = append(known, date[:min(len("2006-01-02"), len(date))])
	}
	if len(known) == 0 {
		return "version " + v
	}
	return "version " + v + " (" + strings.Join(known, ", ") + ")"
}
