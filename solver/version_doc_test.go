package solver

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestAtlasDocsSolverVersion: docs/atlas.md gives the solver's version as
// it is (it said 18 while surveys wrote 19).
func TestAtlasDocsSolverVersion(t *testing.T) {
	doc, err := os.ReadFile("../docs/atlas.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("the solver's version, %d now", Version); !strings.Contains(strings.Join(strings.Fields(string(doc)), " "), want) {
		t.Errorf("docs/atlas.md does not say %q", want)
	}
}
