package main

import (
	"runtime/debug"
	"strings"
)

// version is the build's version from its build information: the module version
// for `go install ...@v1.2.3`, else the commit it was built from.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	return versionOf(info)
}

func versionOf(info *debug.BuildInfo) string {
	v := info.Main.Version
	if v != "" && v != "(devel)" {
		return v
	}
	var revision, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if revision == "" {
		return "devel"
	}
	v = "devel " + revision[:min(12, len(revision))]
	if modified == "true" {
		v += " (modified)"
	}
	return strings.TrimSpace(v)
}
