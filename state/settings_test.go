package state

import (
	"testing"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/rules"
)

// TestSettingsRoundTrip saves every setting changed and reads them back, in
// another store on the same file.
func TestSettingsRoundTrip(t *testing.T) {
	s, dir := openTemp(t)
	if got := s.Settings(); got != DefaultSettings() {
		t.Fatalf("a new store's settings: %+v", got)
	}
	want := Settings{FourColour: true, HideClock: true, HideMoves: true, NoCoach: true, NoMotion: true, AZERTY: true, Auto: rules.AutoOff, FreeCells: 0,
		Pick: atlas.Pick{Band: atlas.NeedsMoreCells, HasBand: true, NotWon: true}, MapByDifficulty: true}
	if err := s.SaveSettings(DefaultSettings(), want); err != nil {
		t.Fatal(err)
	}
	s.Close()
	again := Open(dir)
	defer again.Close()
	if got := again.Settings(); got != want {
		t.Errorf("read back %+v, want %+v", got, want)
	}
}

// TestSettingsOutOfRangeAreDefaults: a value another program saved out of
// range reads as the setting's default, and Checked does the same.
func TestSettingsOutOfRangeAreDefaults(t *testing.T) {
	s, _ := openTemp(t)
	for name, value := range map[string]string{freeCellsSetting: "9", autoPlaySetting: "sometimes", pickSetting: "hardest", keyboardSetting: "dvorak"} {
		if err := s.SaveSetting(name, value); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.Settings(); got != DefaultSettings() {
		t.Errorf("read %+v, want the defaults", got)
	}
	if got := (Settings{FreeCells: -1, Auto: rules.AutoMode(9)}).Checked(); got.FreeCells != rules.DefaultFreeCells || got.Auto != rules.AutoSafe {
		t.Errorf("checked: %+v", got)
	}
}

// TestSaveSettingsKeepsAnothersChange: saving one change leaves a setting
// another freecell changed meanwhile as it saved it.
func TestSaveSettingsKeepsAnothersChange(t *testing.T) {
	s, _ := openTemp(t)
	ours := DefaultSettings()
	theirs := ours
	theirs.FourColour = true
	if err := s.SaveSettings(ours, theirs); err != nil {
		t.Fatal(err)
	}
	changed := ours
	changed.FreeCells = 2
	if err := s.SaveSettings(ours, changed); err != nil {
		t.Fatal(err)
	}
	if got := s.Settings(); !got.FourColour || got.FreeCells != 2 {
		t.Errorf("read %+v: the other's four colours, or our two cells, lost", got)
	}
}
