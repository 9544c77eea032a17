package view

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// TestDailyTitleDropsAsAnyTitle: at 60 columns the daily's title keeps its
// moves and clock whole (the badge gives up its date first), and browsing the
// won daily with the picker's choice set says won, the r setting giving way.
func TestDailyTitleDropsAsAnyTitle(t *testing.T) {
	d, ok := daily.On("2026-11-27")
	if !ok {
		t.Fatal("no daily on 2026-11-27")
	}
	s := screen(t, d.Game, 60, 20)
	s.Daily = &d
	s.Play = &Play{PlayerMoves: 3, Elapsed: 7 * time.Second, Auto: rules.AutoSafe, Coach: Coach{On: true, Judged: true, Verdict: coach.Winnable}}
	title := strings.Split(ansi.Strip(Render(s)), "\n")[0]
	if !strings.Contains(title, "3 moves · 0:07") || strings.Contains(title, "…") {
		t.Errorf("the daily's title at 60 columns: %q", title)
	}
	s.Play = nil
	s.Deal = &DealState{Tries: 1, Won: 1, Best: &Result{PlayerMoves: 31, Elapsed: 252 * time.Second}}
	s.Picked = &atlas.Pick{Band: atlas.Medium, HasBand: true, NotWon: true}
	title = strings.Split(ansi.Strip(Render(s)), "\n")[0]
	if !strings.Contains(title, "won") || strings.Contains(title, "…") {
		t.Errorf("browsing the won daily at 60 columns: %q", title)
	}
}

// TestBrowseTitleKeepsTheGameOverTheSetting: browsing a deal with a game in
// progress, the picker's choice set, at 80 columns, the game's moves and
// clock stay whole and the choice gives up its words first (the moves and
// clock went for "r: beyond four cells, not won yet").
func TestBrowseTitleKeepsTheGameOverTheSetting(t *testing.T) {
	s := screen(t, 617, 80, 24)
	l, _ := dealer.Deal(617)
	s.Board.Position = rules.NewPositionWith(&l, 3)
	s.Deal = &DealState{InProgress: true, Tries: 1, Moves: 12, Elapsed: 184 * time.Second}
	s.Picked = &atlas.Pick{Band: atlas.NeedsMoreCells, HasBand: true, NotWon: true}
	s.Names.Random = "x" // a keys file's: the title names it
	title := strings.Split(ansi.Strip(Render(s)), "\n")[0]
	if !strings.Contains(title, "in progress: 12 moves, 3:04 · x: 5+ cells, not won") {
		t.Errorf("the title at 80 columns: %q", title)
	}
}

// TestBrowseTitleOfAGameAtItsDeal: a game with every move undone, kept for
// its time or help, is in progress "at the deal" (it said "not played yet",
// and Enter came back to it), its clock left out where the settings say so.
func TestBrowseTitleOfAGameAtItsDeal(t *testing.T) {
	for _, c := range []struct {
		hide bool
		want string
	}{
		{false, "in progress, at the deal, 0:42"},
		{true, "in progress, at the deal"},
	} {
		s := screen(t, 617, 100, 24)
		l, _ := dealer.Deal(617)
		s.Board.Position = rules.NewPositionWith(&l, 4)
		s.Deal = &DealState{InProgress: true, Elapsed: 42 * time.Second, HideClock: c.hide}
		title := strings.TrimSpace(strings.Split(ansi.Strip(Render(s)), "\n")[0]) // the board centred down a tall screen
		if !strings.HasSuffix(title, c.want) || strings.Contains(title, "0 moves") {
			t.Errorf("clock hidden %v: %q", c.hide, title)
		}
	}
}

// TestHelpOutlastsTheMode: a game with help says so at 60 columns, where
// the auto-play mode's words are left out ("with help" went with them), and
// the daily's badge gives up its date for it at 80.
func TestHelpOutlastsTheMode(t *testing.T) {
	s := screen(t, 617, 60, 20)
	s.Play = &Play{PlayerMoves: 1, Elapsed: time.Second, Assisted: true, Auto: rules.AutoSafe, Coach: Coach{On: true, Judged: true, Verdict: coach.Winnable}}
	if title := strings.Split(ansi.Strip(Render(s)), "\n")[0]; !strings.Contains(title, "with help") || strings.Contains(title, "auto") {
		t.Errorf("at 60 columns: %q", title)
	}
	d, ok := daily.On("2026-11-27")
	if !ok {
		t.Fatal("no daily on 2026-11-27")
	}
	s = screen(t, d.Game, 80, 24)
	s.Daily = &d
	s.Play = &Play{PlayerMoves: 2, Elapsed: time.Second, Assisted: true, Auto: rules.AutoSafe, Coach: Coach{On: true, Judged: true, Verdict: coach.Winnable}}
	if title := strings.Split(ansi.Strip(Render(s)), "\n")[0]; !strings.Contains(title, "with help") {
		t.Errorf("the daily at 80 columns: %q", title)
	}
}

// TestTitleNamesEveryRange: browsing, the title names the deal's range (in
// full where it fits, else by name alone): FreeCell Pro's numbers past a
// million too, which lost their label for want of room at 100 columns.
func TestTitleNamesEveryRange(t *testing.T) {
	for _, c := range []struct {
		game  int64
		width int
		want  string
	}{
		{617, 100, "classic deal · 1–32,000"},
		{32001, 100, "Windows deal · 1–1,000,000"},
		{1000001, 100, "FreeCell Pro deal"},
		{8589934591, 100, "FreeCell Pro deal"},
		{8589934591, 200, "FreeCell Pro deal · 1–8,589,934,591"},
		{8589934591, 80, "#8,589,934,591  FreeCell Pro deal "}, // by name alone: the range does not fit
	} {
		var title string
		s := screen(t, c.game, c.width, 30)
		s.Deal = &DealState{Tries: 2, Won: 1, Best: &Result{PlayerMoves: 31, Elapsed: 252 * time.Second}}
		for _, line := range strings.Split(ansi.Strip(Render(s)), "\n") {
			if strings.Contains(line, "FreeCell #") {
				title = line
				break
			}
		}
		if !strings.Contains(title, c.want) {
			t.Errorf("game %d at %d columns: %q, want %q in it", c.game, c.width, title, c.want)
		}
	}
}

// TestTitleNamesTheRangeBesideTheSetting: with the picker's choice on the
// title, at 80 columns, the deal's range keeps its name (and its numbers
// where the choice's fewer words leave room) and the deal's state its words:
// "r: easy, not won yet" pushed "Windows deal · 1–1,000,000" out.
func TestTitleNamesTheRangeBesideTheSetting(t *testing.T) {
	for _, c := range []struct {
		game int64
		want string
	}{
		{617, "#617  classic deal · 1–32,000    not played yet · r: easy, not won yet"},
		{123456, "#123,456  Windows deal · 1–1,000,000  not played yet · r: easy, not won"},
		{8589934591, "#8,589,934,591  FreeCell Pro deal    not played yet · r: easy, not won"},
	} {
		s := screen(t, c.game, 80, 24)
		s.Deal = &DealState{}
		s.Picked = &atlas.Pick{Band: atlas.Easy, HasBand: true, NotWon: true}
		s.Names.Random = "r"
		if title := strings.Split(ansi.Strip(Render(s)), "\n")[0]; !strings.Contains(title, c.want) {
			t.Errorf("game %d at 80 columns: %q, want %q in it", c.game, title, c.want)
		}
	}
}

// TestTooSmallNamesOneSize: the size the too-small screen asks for holds a
// deal whatever the board shows: a won game's empty board asked for 31×6,
// and the next deal, at that size, for 31×12.
func TestTooSmallNamesOneSize(t *testing.T) {
	won, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{}, nil, [4]dealer.Rank{dealer.King, dealer.King, dealer.King, dealer.King})
	for _, isWon := range []bool{false, true} {
		s := screen(t, 617, 30, 10)
		if isWon {
			s.Board.Position = won
		}
		if text := ansi.Strip(Render(s)); !strings.Contains(text, "need 31×12") {
			t.Errorf("won %v at 30×10:\n%s", isWon, text)
		}
	}
}

// TestDailyWonLineSaysTheDaily: the line a daily's win is said by names the
// daily (it said "won FreeCell #24,020", the daily in the title alone); an
// ordinary game of the same deal's does not.
func TestDailyWonLineSaysTheDaily(t *testing.T) {
	d, ok := daily.On("2026-12-04")
	if !ok {
		t.Fatal("no daily on 2026-12-04")
	}
	for _, isDaily := range []bool{true, false} {
		s := screen(t, d.Game, 100, 30)
		if isDaily {
			s.Daily = &d
		}
		s.Play = &Play{PlayerMoves: 33, Elapsed: 6 * time.Second, Won: true}
		s.Status = Status{Kind: Won, Game: d.Game, Result: Result{PlayerMoves: 33, Elapsed: 6 * time.Second}}
		text := ansi.Strip(Render(s))
		if said := strings.Contains(text, "won the daily, FreeCell #"+words.Number(d.Game)+", in 33 moves, 0:06"); said != isDaily {
			t.Errorf("daily %v: the won line:\n%s", isDaily, text)
		}
	}
}

// TestGameTitleKeepsTheVerdict: where the title's name is long (a FreeCell
// Pro number, one free cell) at 60 columns, the coach's "lost" is said in
// full, the clock and then the moves giving way (it read "lo…").
func TestGameTitleKeepsTheVerdict(t *testing.T) {
	l, err := dealer.Deal(8589934591)
	if err != nil {
		t.Fatal(err)
	}
	s := screen(t, 8589934591, 60, 20)
	s.Board = Dealt(8589934591, &l, 1)
	s.Play = &Play{PlayerMoves: 1, Elapsed: 2 * time.Second, Auto: rules.AutoSafe, Coach: Coach{On: true, Judged: true, Verdict: coach.Lost}}
	title := strings.Split(ansi.Strip(Render(s)), "\n")[0]
	if !strings.Contains(title, "· lost") || strings.Contains(title, "…") {
		t.Errorf("the title at 60 columns: %q", title)
	}
	s.Width = 100 // room for all
	title = strings.Split(ansi.Strip(Render(s)), "\n")[0]
	if !strings.Contains(title, "1 move · 0:02 · auto-play safe · lost") {
		t.Errorf("the title at 100 columns: %q", title)
	}
}

// TestNarrowGameTitleHasNoStraySeparator: a game's title with no room for
// its moves or clock starts with the coach's verdict, no separator before it
// ("FreeCell #617        · winnable" at 31 columns).
func TestNarrowGameTitleHasNoStraySeparator(t *testing.T) {
	s := screen(t, 617, 31, 12)
	s.Mode = Playing
	s.Play = &Play{PlayerMoves: 5, Elapsed: 7 * time.Second, Auto: rules.AutoSafe, Coach: Coach{On: true, Judged: true, Verdict: coach.Winnable}}
	title := strings.TrimSpace(strings.Split(ansi.Strip(Render(s)), "\n")[0])
	if !strings.HasSuffix(title, "winnable") || strings.Contains(title, "· winnable") && !strings.Contains(title, "moves") {
		t.Errorf("the title at 31 columns: %q", title)
	}
}
