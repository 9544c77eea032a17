package state

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestPlayingDocsSchema: docs/playing.md gives the schema's version as it
// is, and names each column the game table has now.
func TestPlayingDocsSchema(t *testing.T) {
	doc, err := os.ReadFile("../docs/playing.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("The schema (version %d,", Version); !strings.Contains(string(doc), want) {
		t.Errorf("docs/playing.md does not say %q", want)
	}
	st := Open(t.TempDir())
	defer st.Close()
	rows, err := st.db.Query("SELECT name FROM pragma_table_info('game')")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(doc), "\n  "+name+" ") {
			t.Errorf("docs/playing.md's game table has no column %s", name)
		}
	}
}
