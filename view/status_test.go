package view

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
)

// fullStatus is a status of kind with every field it may read filled in.
func fullStatus(kind StatusKind, why Why) Status {
	mv := rules.Move{From: 1, To: rules.FreeCellPlace(1), Count: 1, Card: dealer.NewCard(dealer.King, dealer.Spades)}
	return Status{
		Kind: kind, Game: 617, Count: 3, Why: why, Stop: solver.TimeLimit,
		Play: &Playback{Step: 2, Steps: 30, Moves: []rules.Move{mv}, Notation: "2b", PlayerMoves: 30},
		Pick: Pick{From: 1, Count: 1}, Card: mv.Card, Moves: []rules.Move{mv}, Notation: "2b",
		Problem: &rules.MoveError{Move: mv, Problem: rules.DoesNotStack, Card: mv.Card, Onto: dealer.NewCard(dealer.Ace, dealer.Hearts)},
		Result:  Result{PlayerMoves: 31, Elapsed: 135e9}, Save: state.DiskFull, Was: 35,
		Share: &Share{Moves: 31, Elapsed: 135e9}, Keys: &state.KeysError{Path: "keys.toml", Line: 2, Problem: state.KeysNoKey, Mode: "play", Action: "undo"},
	}
}

// TestEveryStatusIsSaid renders every kind of status, with every reason a
// status may give: none is empty, and none names a key by hand that the
// keymaps do not name.
func TestEveryStatusIsSaid(t *testing.T) {
	names := KeyNames{Stop: "STOP", Step: "STEP", PlayPause: "PLAY", Coach: "COACH", Hint: "HINT", Losing: "LOSING",
		Undo: "UNDO", Redo: "REDO", Restart: "RESTART", Again: "AGAIN", WonReview: "WONREVIEW", WonLeave: "WONLEAVE", Review: "REVIEW", Solve: "SOLVE", Solvable: "SOLVABLE",
		CloseHelp: "CLOSEHELP", CloseStats: "CLOSESTATS", Places: "PLACES", MoreFewer: "MOREFEWER", Random: "RANDOM", Picker: "PICKER"}
	whys := map[StatusKind]bool{NoHint: true, NoSolutionHere: true, NoLosingMove: true, NoLosingMoveHere: true}
	for kind := StatusKind(1); kind < statusKinds; kind++ {
		reasons := []Why{NoWhy}
		if whys[kind] {
			reasons = nil
			for why := WhyWon; why <= WhyJudging; why++ {
				reasons = append(reasons, why)
			}
		}
		for _, why := range reasons {
			for _, width := range []int{200, 80, 40} {
				s := screen(t, 617, width, 30)
				s.Names, s.Status = names, fullStatus(kind, why)
				r, _, _, _ := plan(s)
				r.brief = 0
				if width < 80 {
					r.brief = 2
				}
				line := ansi.Strip(r.statusLine(s.Status))
				if strings.TrimSpace(line) == "" {
					t.Errorf("status kind %d (why %d) says nothing at brief %d", kind, why, r.brief)
				}
				for _, hand := range []string{" esc ", "(C ", "(H ", "(L ", " L goes", "(u ", "(U ", "(R ", " V:", " s:", "space plays", "r now", "(f picks"} {
					if strings.Contains(line, hand) {
						t.Errorf("status kind %d says %q, a key named by hand: %s", kind, hand, line)
					}
				}
			}
		}
	}
}

// TestReviewLineKeepsTheMove: however short the room, the review's line
// keeps the move's number and notation; the words about it go first.
func TestReviewLineKeepsTheMove(t *testing.T) {
	c := func(text string) dealer.Card { card, _ := dealer.ParseCard(text); return card }
	moves := []rules.Move{{From: 0, To: 2, Count: 3, Card: c("9H")}}
	for _, card := range []string{"AS", "2S", "3S", "AH", "2H", "3H"} {
		moves = append(moves, rules.Move{From: 0, To: rules.Foundation, Count: 1, Card: c(card)})
	}
	v := &Review{Step: 33, Steps: 40, Moves: moves, Notation: "13v3", Mark: 2, Counted: true, Choices: 12, Keeping: 9, Unknown: 2}
	for _, width := range []int{200, 80, 60, 50} {
		s := screen(t, 617, width, 24)
		s.Review = v
		r, _, _, _ := plan(s)
		line := ansi.Strip(r.statusRow(s))
		if !strings.Contains(line, "move 33: 13v3") {
			t.Errorf("at %d columns the review's line loses the move: %q", width, line)
		}
	}
}

// TestSpokenNamesCommands: the accessible mode's lines name its commands,
// not the viewer's keys: the server's welcome ("? keys" came out as "help
// keys") and the daily board's "win today's daily (D)".
func TestSpokenNamesCommands(t *testing.T) {
	s := screen(t, 617, 200, 60)
	s.Glyphs, s.Names = SpokenGlyphs(), KeyNames{Daily: "daily", Leaderboard: "board", Help: "help"}
	s.Status = Status{Kind: ServerWelcome}
	if said := SayStatus(s); !strings.Contains(said, "daily plays today's daily, board shows who won it, help lists the commands") || strings.Contains(said, "keys") {
		t.Errorf("the welcome says %q", said)
	}
	s.Status = Status{}
	board := strings.Join(SayLeaderboard(s, &Leaderboard{}), " ")
	if !strings.Contains(board, "daily plays it") || strings.Contains(board, "(D)") {
		t.Errorf("the board says %q", board)
	}
	rows := &Leaderboard{Rows: []LeaderboardRow{{Place: 1, Name: "Ann", Moves: 24, Elapsed: 23 * time.Second, You: true}, {Place: 2, Name: "Bo", Moves: 31, Elapsed: 75 * time.Second, Assisted: true}}, Place: 1}
	if board := strings.Join(SayLeaderboard(s, rows), " "); !strings.Contains(board, "Place 1: Ann (you), 24 moves, 23 seconds. Place 2: Bo, 31 moves, 1 minute 15 seconds, with help.") || strings.Contains(board, "Place name") {
		t.Errorf("the board's rows are said %q; want each its own sentence, its fields apart", board)
	}
	s.Glyphs, s.Names = GlyphsFor(false), KeyNames{Daily: "D", Leaderboard: "L", Help: "?"}
	if board := strings.Join(SayLeaderboard(s, &Leaderboard{}), " "); !strings.Contains(board, "win today's daily (D) to be on it") {
		t.Errorf("the viewer's board says %q", board)
	}
}

// TestSentenceSaysDatesClocksAndDots: what a screen reader reads sign by
// sign is said in words: a share line's date, clock and middle dots, and a
// clock of hours.
func TestSentenceSaysDatesClocksAndDots(t *testing.T) {
	for in, want := range map[string]string{
		"won today · FreeCell daily 2026-12-03 · #12,893 · medium · won in 31 moves (fewest 28) · 1:25": "Won today, FreeCell daily 3 December 2026, number 12,893, medium, won in 31 moves (fewest 28), 1 minute 25 seconds.",
		"won in 34 moves, 0:00":    "Won in 34 moves, 0 seconds.",
		"3 moves · 1:02:03 paused": "3 moves, 1 hour 2 minutes 3 seconds paused.",
		"10:00":                    "10 minutes.",
	} {
		if got := Sentence(in); got != want {
			t.Errorf("Sentence(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSpokenPlaybackStartSaysTheSolution: a playback's first line, spoken,
// says the solution alone (its commands were said as it began); on screen
// it names the keys that step and play it.
func TestSpokenPlaybackStartSaysTheSolution(t *testing.T) {
	s := screen(t, 617, 200, 60)
	s.Status = Status{Kind: PlaybackStatus, Play: &Playback{Steps: 36, PlayerMoves: 36}}
	s.Names = KeyNames{Step: "→", PlayPause: "space"}
	if line := SayStatus(s); !strings.Contains(line, "→ steps, space plays") {
		t.Errorf("on screen the playback's first line is %q", line)
	}
	s.Glyphs, s.Names = SpokenGlyphs(), KeyNames{Step: "next", PlayPause: "play"}
	if said := SayStatus(s); said != "Solution: 36 moves." {
		t.Errorf("spoken, the playback's first line is %q, want the solution alone", said)
	}
}

// TestResumedFitsNarrow: a game resumed says its moves and the key that
// starts it again where there is room, and its moves alone, whole, where
// there is not (it used to be cut short mid-word).
func TestResumedFitsNarrow(t *testing.T) {
	for _, tt := range []struct {
		width int
		want  string
	}{
		{100, "your game in progress: 2 moves made (R starts it again)"},
		{40, "your game in progress: 2 moves"},
	} {
		s := screen(t, 617, tt.width, 20)
		s.Mode, s.Names = Playing, KeyNames{Restart: "R"}
		s.Status = Status{Kind: Resumed, Count: 2}
		var line string
		for _, l := range strings.Split(ansi.Strip(Render(s)), "\n") {
			if strings.Contains(l, "your game in progress") {
				line = strings.TrimSpace(l)
			}
		}
		if line != tt.want {
			t.Errorf("at %d columns the status is %q, want %q", tt.width, line, tt.want)
		}
	}
}

// TestSpokenHintSaysTheMoveFirst: a hint spoken says the move in words
// before its notation (a screen reader says 46 as forty-six); the board's
// hint leads with the notation.
func TestSpokenHintSaysTheMoveFirst(t *testing.T) {
	four := rules.Move{From: rules.ColumnPlace(3), To: rules.FreeCellPlace(0), Count: 1, Card: dealer.NewCard(4, dealer.Hearts)}
	s := screen(t, 617, 200, 60)
	s.Glyphs, s.Names = SpokenGlyphs(), KeyNames{Hint: "hint"}
	s.Status = Status{Kind: Hint, Notation: "4a", Moves: []rules.Move{four}}
	if said := SayStatus(s); !strings.HasPrefix(said, "Hint: four of hearts from column 4 to free cell a (4a); hint again plays it") {
		t.Errorf("the spoken hint says %q", said)
	}
	s = screen(t, 617, 200, 60)
	s.Status = Status{Kind: Hint, Notation: "4a", Moves: []rules.Move{four}}
	if line := ansi.Strip(newRenderer(s).statusLine(s.Status)); !strings.HasPrefix(line, "hint: 4a 4♥") {
		t.Errorf("the board's hint says %q", line)
	}
}

// TestSayBoardGroupsEmptyColumns: two or more empty columns are said in
// one line (a won game's board said "Column N is empty." eight times); one
// is said in its place.
func TestSayBoardGroupsEmptyColumns(t *testing.T) {
	won, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{}, nil, [4]dealer.Rank{dealer.King, dealer.King, dealer.King, dealer.King})
	if said := strings.Join(SayBoard(&won), "\n"); !strings.HasPrefix(said, "Every column is empty.\n") || strings.Contains(said, "Column 1 is empty") {
		t.Errorf("a won board:\n%s", said)
	}
	c := func(text string) dealer.Card { card, _ := dealer.ParseCard(text); return card }
	var cols [rules.NumColumns][]dealer.Card
	cols[1], cols[4] = []dealer.Card{c("KS")}, []dealer.Card{c("KH")}
	some, _ := rules.PositionOf(cols, nil, [4]dealer.Rank{dealer.King, dealer.King, dealer.Queen, dealer.Queen}) // clubs, diamonds, hearts, spades
	if said := strings.Join(SayBoard(&some), "\n"); !strings.Contains(said, "Column 2: king of spades, alone.\nColumn 5: king of hearts, alone.\nColumns 1, 3, 4, 6, 7 and 8 are empty.") {
		t.Errorf("two columns left:\n%s", said)
	}
	cols = [rules.NumColumns][]dealer.Card{}
	for i := range rules.NumColumns {
		if i != 2 {
			cols[i] = []dealer.Card{dealer.NewCard(dealer.Rank(i+2), dealer.Spades)}
		}
	}
	one, _ := rules.PositionOf(cols, nil, [4]dealer.Rank{0, 0, 0, 1})
	if lines := SayBoard(&one); len(lines) < 3 || lines[2] != "Column 3 is empty." {
		t.Errorf("one empty column is not said in its place: %q", lines)
	}
}

// TestSpokenPlaybackSaysTheMoveFirst: a playback's step spoken says the
// move in words before its notation; the board's leads with the notation.
func TestSpokenPlaybackSaysTheMoveFirst(t *testing.T) {
	six := rules.Move{From: rules.ColumnPlace(5), To: rules.ColumnPlace(7), Count: 1, Card: dealer.NewCard(6, dealer.Clubs)}
	pb := &Playback{Step: 2, Steps: 34, Moves: []rules.Move{six}, Notation: "68", PlayerMoves: 34}
	s := screen(t, 617, 200, 60)
	s.Glyphs, s.Names = SpokenGlyphs(), KeyNames{Step: "next", PlayPause: "play"}
	s.Status = Status{Kind: PlaybackStatus, Play: pb}
	if said := SayStatus(s); !strings.HasPrefix(said, "Move 2 of 34: six of clubs from column 6 to column 8 (68)") {
		t.Errorf("the spoken step says %q", said)
	}
	s = screen(t, 617, 200, 60)
	s.Status = Status{Kind: PlaybackStatus, Play: pb}
	if line := ansi.Strip(newRenderer(s).statusLine(s.Status)); !strings.HasPrefix(line, "move 2/34: 68 6♣") {
		t.Errorf("the board's step says %q", line)
	}
}

// TestSpokenReviewSaysTheMoveFirst: a review's move spoken says it in words
// before its notation, and the mark and count after it.
func TestSpokenReviewSaysTheMoveFirst(t *testing.T) {
	jack := rules.Move{From: rules.ColumnPlace(0), To: rules.FreeCellPlace(0), Count: 1, Card: dealer.NewCard(dealer.Jack, dealer.Diamonds)}
	s := screen(t, 617, 200, 60)
	s.Glyphs = SpokenGlyphs()
	s.Review = &Review{Step: 1, Steps: 40, Moves: []rules.Move{jack}, Notation: "1a", Mark: 0, Counted: true, Choices: 11, Keeping: 10}
	if said := SayStatus(s); !strings.HasPrefix(said, "Move 1: jack of diamonds from column 1 to free cell a (1a), ") {
		t.Errorf("the spoken review says %q", said)
	}
}

// TestWonDailySaysHelpWhereShort: the line of today's daily won with help
// says so in its short form too, as the title does (at 80 columns it said
// only "won in 24 moves").
func TestWonDailySaysHelpWhereShort(t *testing.T) {
	for _, w := range []int{60, 80, 200} {
		s := screen(t, 27759, w, 24)
		s.Status = Status{Kind: DailyWonToday, Share: &Share{Daily: daily.Deal{Date: "2026-12-05", Game: 27759, Band: atlas.Hard}, Moves: 24, Elapsed: 8e9, Assisted: true}}
		if text := ansi.Strip(Render(s)); !strings.Contains(text, "with help") {
			t.Errorf("%d columns: the won daily's line leaves out the help:\n%s", w, text)
		}
	}
}

// TestOptimalLinesSayTheRuleInWords: the fewest moves proven are said with
// their rule in a player's words (it said "with every card sent home at
// once", which no player says).
func TestOptimalLinesSayTheRuleInWords(t *testing.T) {
	s := screen(t, 617, 200, 60)
	s.Status = Status{Kind: OptimalShown, Count: 34}
	if text := ansi.Strip(Render(s)); !strings.Contains(text, "34 moves: the fewest there are, each card going home as soon as it can") {
		t.Errorf("the proven count's line:\n%s", text)
	}
	s.Status = Status{Kind: OptimalAbove, Count: 34, Was: 33}
	if text := ansi.Strip(Render(s)); !strings.Contains(text, "33 moves, fewer than the fewest with each card going home as soon as it can: 34") {
		t.Errorf("a solution under the proven count:\n%s", text)
	}
}

// TestMoveLineRefusalSaysCardsSentHome: a refused word after words that only
// sent cards home says so (it said "0 moves made before it", a card home).
func TestMoveLineRefusalSaysCardsSentHome(t *testing.T) {
	s := screen(t, 617, 200, 60)
	problem := &rules.MoveError{Move: rules.Move{From: rules.ColumnPlace(3), To: rules.ColumnPlace(6)}, Problem: rules.DoesNotStack, Card: dealer.NewCard(4, dealer.Hearts), Onto: dealer.NewCard(9, dealer.Spades)}
	for _, tc := range []struct {
		count, home int
		want        string
	}{
		{0, 1, "(1 card home before it)"},
		{2, 3, "(2 moves made before it, 3 cards home)"},
		{2, 0, "(2 moves made before it)"},
	} {
		s.Status = Status{Kind: MoveLineRefused, Words: 2, Count: tc.count, Notation: "47", Problem: problem, Before: &Status{Kind: MovesMade, Count: tc.count, CardsHome: tc.home}}
		if text := ansi.Strip(Render(s)); !strings.Contains(text, tc.want) {
			t.Errorf("%d moves, %d cards home before the word refused: want %q in\n%s", tc.count, tc.home, tc.want, text)
		}
	}
}

// TestStaysInOrderNamesTheCardsOnIt: a double click on cards in order that
// go nowhere but aside names them all ("J♥ stays" was said of J♥ with 10♠
// and 9♥ on it).
func TestStaysInOrderNamesTheCardsOnIt(t *testing.T) {
	card := func(s string) dealer.Card { c, _ := dealer.ParseCard(s); return c }
	pos, err := rules.PositionOf([rules.NumColumns][]dealer.Card{{card("QS"), card("JH"), card("TS"), card("9H")}}, nil, [4]dealer.Rank{})
	if err != nil {
		t.Fatal(err)
	}
	s := screen(t, 617, 120, 40)
	s.Board.Position = pos
	for _, c := range []struct {
		count int
		want  string
	}{
		{3, "J♥ and the 2 cards on it stay in order on Q♠: a double click sends them home or onto a column only (drag them to a cell)"},
		{1, "9♥ stays in order on 10♠: a double click sends it home or onto a column only (drag it to a cell)"},
	} {
		s.Status = Status{Kind: StaysInOrder, Pick: Pick{From: rules.ColumnPlace(0), Count: c.count}}
		r, _, _, _ := plan(s)
		if got := ansi.Strip(r.statusLine(s.Status)); !strings.Contains(got, c.want) {
			t.Errorf("%d cards: %s", c.count, got)
		}
	}
}

// TestDeletedDataSaysTheGameIsNotKept: at 80 columns the line that data
// was deleted still says this game is not kept (it was cut off there).
func TestDeletedDataSaysTheGameIsNotKept(t *testing.T) {
	s := screen(t, 617, 80, 24)
	s.Status = Status{Kind: NotSaving, Save: state.Deleted}
	r, _, _, _ := plan(s)
	r.brief = 0
	for r.brief < 2 && len([]rune(ansi.Strip(r.statusLine(s.Status)))) > 80-r.margin { // as render says it shorter
		r.brief++
	}
	if line := ansi.Strip(r.statusLine(s.Status)); !strings.Contains(line, "this game is not kept") || len([]rune(line)) > 80-r.margin {
		t.Errorf("at 80 columns: %q", line)
	}
}
