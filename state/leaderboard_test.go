package state

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestCleanName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Ann", "Ann"},
		{"\x1b[31mRed\x1b[0m Queen", "Red Queen"},
		{"a\x07b\x1b]0;title\x07c", "abc"},
		{"  two   spaces\tand\nlines ", "two spaces and lines"},
		{"right\u202eto left", "rightto left"},
		{"\x9b31mC1", "C1"},
		{"éèê 名前", "éèê 名前"},
		{"a very long name that goes on and on and on", "a very long name that go"},
		{"\x1b[2J\x1b[H", ""},
		{"a player (you)", ""},
		{"A Player", ""},
		{"Ann (YOU)", "Ann"},
		{"名前名前名前名前名前名前名前名前", "名前名前名前名前名前名前"},
		{"Zalgo\u0301\u0302\u0303\u0304", "Zalgo\u0301"},
		{"café", "café"},
	} {
		if got := CleanName(c.in); got != c.want {
			t.Errorf("CleanName(%q) = %q; want %q", c.in, got, c.want)
		}
	}
}

// TestBoardKeepsEachPlayersBest: an unaided win ranks before any with help,
// then fewer moves, then less time; a worse win does not replace a better.
func TestBoardKeepsEachPlayersBest(t *testing.T) {
	b, err := OpenLeaderboard(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = b.Close() }()
	win := func(player string, moves int, secs int, assisted bool) {
		t.Helper()
		d := Daily{Date: "2026-11-28", Deal: 323, Result: Won, PlayerMoves: moves, Elapsed: time.Duration(secs) * time.Second, Assisted: assisted}
		if err := b.RecordWin(player, d); err != nil {
			t.Fatal(err)
		}
	}
	win("A", 30, 300, false)
	win("A", 40, 100, false) // worse: kept out
	win("B", 25, 200, true)  // with help: after every unaided win
	win("C", 30, 250, false)
	win("D", 35, 500, true)
	win("D", 33, 400, false) // better: an unaided win replaces one with help
	if _, err := b.SetName("C", "\x1b[1mCee\x1b[0m"); err != nil {
		t.Fatal(err)
	}
	day, err := b.Day("2026-11-28")
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, r := range day {
		order = append(order, r.Player)
	}
	if got := strings.Join(order, " "); got != "C A D B" {
		t.Errorf("the board's order is %s; want C A D B", got)
	}
	if day[0].Name != "Cee" || day[1].Moves != 30 || day[2].Assisted || !day[3].Assisted {
		t.Errorf("the board: %+v", day)
	}
	if err := b.Forget("C"); err != nil {
		t.Fatal(err)
	}
	if day, _ := b.Day("2026-11-28"); len(day) != 3 || b.Name("C") != "" {
		t.Errorf("after Forget: %+v, name %q", day, b.Name("C"))
	}
	if err := b.SaveFewest("2026-11-28", 323, 28); err != nil {
		t.Fatal(err)
	}
	if n, ok := b.Fewest("2026-11-28"); !ok || n != 28 {
		t.Errorf("Fewest = %d, %v", n, ok)
	}
}

// TestNameTakenIsRefused: a name another player has, in either case, is
// refused, so that no one passes for another on the board; a player may set
// their own name again, and a name let go may be taken.
func TestNameTakenIsRefused(t *testing.T) {
	b, err := OpenLeaderboard(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = b.Close() }()
	if _, err := b.SetName("A", "Alice the Great"); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Alice the Great", "alice THE great", " Alice  the Great ", "ÀLICE"} {
		if name == "ÀLICE" {
			if _, err := b.SetName("A", "àlice"); err != nil {
				t.Fatal(err)
			}
		}
		if kept, err := b.SetName("B", name); !errors.Is(err, ErrNameTaken) || b.Name("B") != "" {
			t.Errorf("B named %q: kept %q, %v; B's name %q", name, kept, err, b.Name("B"))
		}
	}
	if _, err := b.SetName("A", "àlice"); err != nil {
		t.Errorf("A setting their own name again: %v", err)
	}
	if _, err := b.SetName("A", ""); err != nil {
		t.Fatal(err)
	}
	if kept, err := b.SetName("B", "Àlice"); err != nil || b.Name("B") != "Àlice" {
		t.Errorf("a name let go: kept %q, %v", kept, err)
	}
	for _, name := range []string{"a player", " A  Player ", "a\x1b[31m player"} { // the board's word for no name: refused, the name kept (it was cleared)
		if kept, err := b.SetName("B", name); !errors.Is(err, ErrNameReserved) || b.Name("B") != "Àlice" {
			t.Errorf("B named %q: kept %q, %v; B's name %q", name, kept, err, b.Name("B"))
		}
	}
}

// TestDamagedBoardIsKeptAsideAndMadeAnew: a damaged board is moved aside,
// kept, and a new one made that records wins (the server would not start
// over it, and restarted in vain).
func TestDamagedBoardIsKeptAsideAndMadeAnew(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, BoardFile), bytes.Repeat([]byte("garbage"), 300), 0o600); err != nil {
		t.Fatal(err)
	}
	b, err := OpenLeaderboard(dir)
	if err != nil {
		t.Fatalf("a damaged board: %v", err)
	}
	defer func() { _ = b.Close() }()
	if kept, err := os.ReadFile(b.Aside()); err != nil || !bytes.HasPrefix(kept, []byte("garbage")) {
		t.Errorf("the damaged board kept as %q: %v", b.Aside(), err)
	}
	win := Daily{Date: "2026-12-06", Deal: 617, Result: Won, PlayerMoves: 40, Elapsed: time.Minute}
	if err := b.RecordWin("alice", win); err != nil {
		t.Fatal(err)
	}
	if day, err := b.Day("2026-12-06"); err != nil || len(day) != 1 {
		t.Errorf("the new board's day: %v, %v", day, err)
	}
}
