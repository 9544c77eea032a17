package accessible

import (
	"strings"
	"testing"
	"time"

	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/state"
)

// TestQuitByTheModesKey: quit in a game, where nothing is saved, asks by
// the game's own quit key, which a keys file may have moved (q asked
// nothing there, and the run went on).
func TestQuitByTheModesKey(t *testing.T) {
	f, err := model.ParseKeysFile("keys.toml", []byte("[play]\nquit = [\"Q\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	now := time.Unix(1_800_000_000, 0)
	m := model.New(617, model.Options{Spoken: true, Settings: &settings, Keys: f, Now: func() time.Time { return now }})
	said, _ := typed(t, m, "play", "8a", "quit")
	if !strings.Contains(said, "Quit? Your game in progress is not kept") {
		t.Errorf("quit in a game, play.quit being Q:\n%s", said)
	}
}
