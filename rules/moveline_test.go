package rules

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseMoves(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
		bad      int // 1-based index of the first word that is not a move; 0 for none
	}{
		{"one line", "3a 46 74v2 1h", []string{"3a", "46", "74v2", "1h"}, 0},
		{"lines and comments", "# deal 617\n3a 46  # first\n\n\t1h\n", []string{"3a", "46", "1h"}, 0},
		{"empty", "", nil, 0},
		{"only a comment", "# nothing", nil, 0},
		{"a byte-order mark first", "\ufeff3a 46\n", []string{"3a", "46"}, 0}, // as an editor saves a file
		{"a bad word stops it", "3a 46 zz 1h", []string{"3a", "46"}, 3},
		{"fc-solve -snx -m: its rule and its words around the moves", "-=-=-=-=-=-=-=-=-=-=-=-\n\n8a 8b 8c 87 \na2 5h \n\nThis game is solveable.\nTotal number of states checked is 2624.\nThis scan generated 2738 states.\n",
			[]string{"8a", "8b", "8c", "87", "a2", "5h"}, 0},
		{"fc-solve's moves in words, stacks and free cells from 0", "-=-=-=-=-=-=-=-=-=-=-=-\n\nFoundations: H-0 C-0 D-0 S-0 \nFreecells:                \n: 7D TD\n\n====================\n\n" +
			"Move a card from stack 7 to freecell 0\n\nFreecells:  QH            \n: 7D TD\n\nMove 1 cards from stack 7 to stack 6\nMove 3 cards from stack 0 to stack 5\n" +
			"Move a card from freecell 3 to the foundations\nMove a card from stack 2 to the foundations\nMove a card from freecell 0 to stack 1\n\nThis game is solveable.\n",
			[]string{"8a", "87v1", "16v3", "dh", "3h", "a2"}, 0},
		{"a line in words that is not a move", "Move a card from stack 7 to freecell 0\nMove a card from stack 9 to freecell 0\n", []string{"8a"}, 2},
		{"fc-solve's output", "-=-=-\n\nFoundations: H-0 C-0 D-0 S-0\nFreecells:\n: 7D TD\n\n====\n\nMove: 8a \n\n: 5C QD\nMove: 5h\nThis game is solveable.\n", []string{"8a", "5h"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			moves, err := ParseMoves(tt.in)
			var got []string
			for _, m := range moves {
				got = append(got, m.String())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("moves %q, want %q", got, tt.want)
			}
			var lineErr *MoveLineError
			switch {
			case tt.bad == 0 && err != nil:
				t.Errorf("error %v", err)
			case tt.bad != 0 && (!errors.As(err, &lineErr) || lineErr.Index+1 != tt.bad):
				t.Errorf("error %v, want one at move %d", err, tt.bad)
			}
		})
	}
}

// FuzzParseMoves checks that any text parses without panicking, that what parses
// writes back as it reads, and that an error names a word that is really there.
func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"3a 46 74v2 1h", "# c\n1h", "Move: 8a\n: 7D", "zz", "74vff", "a1v2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		moves, err := ParseMoves(text)
		var lineErr *MoveLineError
		if err != nil && (!errors.As(err, &lineErr) || lineErr.Index != len(moves)) {
			t.Fatalf("error %v after %d moves", err, len(moves))
		}
		for _, m := range moves {
			again, err := ParseMove(m.String())
			if err != nil || again != m {
				t.Fatalf("%v writes as %q, which reads as %v, %v", m, m.String(), again, err)
			}
		}
	})
}

// TestFCSolveBoardsWithoutMoves: fc-solve run without -m or -sam prints its
// boards alone, and that is said, with the options that print its moves
// (it said move 1: "H-0": 'H' is not a source).
func TestFCSolveBoardsWithoutMoves(t *testing.T) {
	for _, boards := range []string{
		"-=-=-=-=-=-=-=-=-=-=-=-\n\n                        H-0 C-0 D-0 S-0\n--- --- --- --- \n\n 7D  AD  5C  3S\n\n====================\n\n QH                     H-0 C-0 D-0 S-0\n",
		"Foundations: H-0 C-0 D-0 S-0 \nFreecells:\n: 7D TD\n",
	} {
		moves, err := ParseMoves(boards)
		if len(moves) != 0 || err == nil || err.Error() != errBoardsOnly.Error() {
			t.Errorf("%q: moves %v, error %v; want none, and %q", boards, moves, err, errBoardsOnly)
		}
	}
	if _, err := ParseMoves("3a H-0 C-0 D-0 S-0"); err == nil || errors.Is(err, errBoardsOnly) { // after a move it is a word that is not a move
		t.Errorf("a foundations line after a move: %v", err)
	}
}

// TestFCSolveFoundNone: fc-solve's word that it found no solution is no
// game of no moves (a check said the deal not won yet, exit 4 or 5): it is
// said as the verdict it is.
func TestFCSolveFoundNone(t *testing.T) {
	for _, out := range []string{
		"I could not solve this game.\nTotal number of states checked is 5273.\nThis scan generated 5273 states.\n",
		"-=-=-=-=-=-=-=-=-=-=-=-\n\nIterations count exceeded.\nTotal number of states checked is 100.\n",
	} {
		moves, err := ParseMoves(out)
		if len(moves) != 0 || err == nil || !strings.Contains(err.Error(), "fc-solve's verdict, not moves") {
			t.Errorf("%q: moves %v, error %v; want none, and its verdict said", out, moves, err)
		}
	}
	if moves, err := ParseMoves("8a 8b\nThis game is solveable.\n"); err != nil || len(moves) != 2 { // a solution's words after it: its moves
		t.Errorf("a solution with fc-solve's words: %v, %v", moves, err)
	}
}
