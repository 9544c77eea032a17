package rules

import (
	"testing"

	"github.com/freecell/freecell/dealer"
)

func TestAutoModes(t *testing.T) {
	// AC and 2C are free to go home; 3D could too, but a black 2 (2S) is still
	// in play, under 9H, so it is not safe.
	start := table(t, [8]string{"KD 2C", "AC", "3D", "2S 9H", "-", "-", "-", "QC"}, "", [4]dealer.Rank{0, 2, 0, 1})
	tests := []struct {
		mode AutoMode
		want []string
	}{
		{AutoOff, nil},
		{AutoSafe, []string{"AC", "2C"}},
		{AutoAll, []string{"AC", "2C", "3D"}},
	}
	for _, tt := range tests {
		p := start
		var got []string
		for _, m := range p.AppendAutoMoves(nil, tt.mode) {
			got = append(got, m.Card.String())
		}
		if len(got) != len(tt.want) {
			t.Errorf("%v: sent home %v, want %v", tt.mode, got, tt.want)
			continue
		}
		for _, c := range tt.want {
			if !contains(got, c) {
				t.Errorf("%v: sent home %v, want %v", tt.mode, got, tt.want)
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestParseAutoMode(t *testing.T) {
	for _, mode := range AutoModes {
		got, err := ParseAutoMode(mode.String())
		if err != nil || got != mode {
			t.Errorf("ParseAutoMode(%q) = %v, %v", mode.String(), got, err)
		}
	}
	if _, err := ParseAutoMode("sometimes"); err == nil {
		t.Error("ParseAutoMode took sometimes")
	}
	if AutoSafe.Next() != AutoAll || AutoAll.Next() != AutoOff || AutoOff.Next() != AutoSafe {
		t.Error("Next does not cycle safe, all, off")
	}
}
