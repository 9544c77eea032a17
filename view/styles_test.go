package view

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
)

// TestStylesMadeOnce: styles asked for twice for the same terminal are the
// same set (a server's sessions share them), and for another are another.
func TestStylesMadeOnce(t *testing.T) {
	a, b := NewStyles(true, colorprofile.TrueColor, false), NewStyles(true, colorprofile.TrueColor, false)
	if a != b {
		t.Error("the same styles were made twice")
	}
	for _, other := range []*Styles{NewStyles(false, colorprofile.TrueColor, false), NewStyles(true, colorprofile.ANSI, false), NewStyles(true, colorprofile.TrueColor, true)} {
		if other == a {
			t.Error("styles for another terminal are the first's")
		}
	}
}

// TestStylesMadeInStylesGo: every style is made in styles.go, as
// ARCHITECTURE.md says (the journey map made its own colours' styles).
func TestStylesMadeInStylesGo(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "styles.go" {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(src), "lipgloss.NewStyle("); n > 0 {
			t.Errorf("%s makes %d styles of its own", f, n)
		}
	}
}

// TestPlaceholderFaintWithoutColour: the move line's example (3a 46 74v2
// 1h) is faint where there is no colour to set it apart (NO_COLOR: it read
// as moves typed already), and in its grey where there is.
func TestPlaceholderFaintWithoutColour(t *testing.T) {
	if !NewStyles(true, colorprofile.Ascii, false).Input.Focused.Placeholder.GetFaint() {
		t.Error("without colour, the move line's example is not faint")
	}
	if NewStyles(true, colorprofile.ANSI256, false).Input.Focused.Placeholder.GetFaint() {
		t.Error("in colour, the move line's example is faint as well as grey")
	}
}
