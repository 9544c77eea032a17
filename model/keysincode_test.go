package model

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestNoKeysSpelledInCode: the model matches keys through its keymaps alone
// (keys.go), as ARCHITECTURE.md promises: no key's name compared as text
// elsewhere (model/leaderboard.go's "enter" and "esc", settings.go's "left" and
// overlay.go's "ctrl+c" were).
func TestNoKeysSpelledInCode(t *testing.T) {
	spelled := regexp.MustCompile(`msg\.String\(\) [!=]= "|switch msg\.String\(\)|case "(enter|esc|left|right|up|down|ctrl\+[a-z]|space|tab|backspace)"`)
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "keys.go" || f == "keyboard.go" || f == "keyfile.go" { // the keymaps' own files
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if spelled.MatchString(line) {
				t.Errorf("%s:%d spells a key: %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
}
