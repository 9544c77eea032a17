package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// layers are freecell's packages and the packages of freecell's each may
// import: ARCHITECTURE.md's table.
var layers = map[string][]string{
	"words":      nil,
	"searches":   nil,
	"dealer":     {"words"},
	"rules":      {"dealer", "words"},
	"solver":     {"rules", "dealer", "words"},
	"play":       {"rules", "dealer"},
	"coach":      {"solver", "rules", "dealer"},
	"atlas":      {"solver", "rules", "dealer"},
	"daily":      {"atlas"},
	"state":      {"atlas", "rules", "dealer", "words"},
	"batch":      {"state", "atlas", "coach", "play", "solver", "rules", "dealer", "words"},
	"view":       {"state", "daily", "atlas", "coach", "solver", "rules", "dealer", "words"},
	"model":      {"view", "state", "daily", "atlas", "coach", "play", "solver", "searches", "rules", "dealer", "words"},
	"terminal":   nil,
	"accessible": {"model", "terminal", "view", "rules", "atlas", "words"},
	"serve":      {"model", "terminal", "accessible", "state", "daily", "solver", "searches", "rules", "words"},
}

// pureCore are the packages that import nothing of Bubble Tea or Lip Gloss.
var pureCore = []string{"words", "searches", "dealer", "rules", "solver", "play", "coach", "atlas", "daily", "state", "batch"}

// TestLayers: each package imports only what ARCHITECTURE.md allows it, and
// the core nothing of the terminal's libraries.
func TestLayers(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}}`, "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err) // nothing checked is no pass
	}
	const module = "github.com/freecell/freecell/"
	checked := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg, ours := strings.CutPrefix(fields[0], module)
		if !ours || strings.HasPrefix(pkg, "scripts/") || strings.HasPrefix(pkg, "internal/") {
			continue // main, scripts and internal may import any
		}
		allowed, known := layers[pkg]
		if !known {
			t.Errorf("%s is in no layer: give it its place in ARCHITECTURE.md's table and here", pkg)
			continue
		}
		checked++
		for _, imp := range fields[1:] {
			if own, ours := strings.CutPrefix(imp, module); ours && !slices.Contains(allowed, own) {
				t.Errorf("%s imports %s, which ARCHITECTURE.md does not allow it", pkg, own)
			}
			if slices.Contains(pureCore, pkg) && terminalLibrary(imp) {
				t.Errorf("%s, of the pure core, imports %s", pkg, imp)
			}
		}
	}
	if checked != len(layers) {
		t.Errorf("go list gave %d of the %d packages in layers", checked, len(layers))
	}
}

// terminalLibrary reports whether imp is one of the terminal's libraries
// (Bubble Tea, Lip Gloss, Bubbles, wish: charm.land's and charmbracelet's),
// which the pure core never imports; charmbracelet/x/ansi, plain functions
// on strings with escapes, is not one (state measures a board name with it).
func terminalLibrary(imp string) bool {
	return strings.HasPrefix(imp, "charm.land/") || strings.HasPrefix(imp, "github.com/charmbracelet/") && imp != "github.com/charmbracelet/x/ansi"
}
