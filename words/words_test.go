package words

import (
	"testing"
	"time"
)

func TestWords(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Number(8589934591), "8,589,934,591"},
		{Number(-1), "-1"},
		{Number(999), "999"},
		{Number(-1234567), "-1,234,567"},
		{GroupDigits("99999999999999999999"), "99,999,999,999,999,999,999"},
		{Plural(1, "move"), "1 move"},
		{Plural(0, "move"), "0 moves"},
		{Plural(1000, "card"), "1,000 cards"},
		{Plural(3, "search"), "3 searches"},
		{Plural(2, "pass"), "2 passes"},
		{Quote("617"), `"617"`},
		{Quote("a\x1b[2Jlong text to cut"), `"a\x1b[2Jlong…"`},
		{QuoteKey("ctrl+shift+alt+bogus"), `"ctrl+shift+alt+bogus"`},
		{QuoteLine("col 3 to cell b"), `"col 3 to cell b"`}, // a line heard whole (it was cut to "col 3 to cel…")
		{QuoteKey("ctrl+shift+alt+pgdown+and+more+to+cut"), `"ctrl+shift+alt+pgdown+and+more+…"`},
		{Clock(135 * time.Second), "2:15"},
		{Clock(3735 * time.Second), "1:02:15"},
		{Clock(time.Minute - 5*time.Millisecond), "1:00"}, // a clock paused a minute after the last key: so it reads after the next key
		{Clock(time.Minute + 5*time.Millisecond), "1:00"},
		{Clock(59400 * time.Millisecond), "0:59"},
		{GameName(617), "FreeCell #617"},
		{GameName(0), "the layout"},
		{FreeCellsName(0), "no free cells"},
		{FreeCellsName(1), "1 free cell"},
		{FreeCellsName(3), "3 free cells"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
