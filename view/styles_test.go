package view

import (
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
