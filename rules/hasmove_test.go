package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/freecell/freecell/dealer"
)

// anyMoveTried reports whether some move, tried every way it can be named
// (each source, destination and length), is legal in p.
func anyMoveTried(p *Position) bool {
	places := []Place{Foundation}
	for i := range NumColumns {
		places = append(places, ColumnPlace(i))
	}
	for i := range p.FreeCellCount() {
		places = append(places, FreeCellPlace(i))
	}
	for _, from := range places {
		for _, to := range places {
			for count := uint8(1); count <= 13; count++ {
				if _, err := p.Resolve(Move{From: from, To: to, Count: count}); err == nil {
					return true
				}
			}
		}
	}
	return false
}

// TestHasMoveAgreesWithEveryMoveTried: on positions of random play at every
// free-cell count (many of them stuck), HasMove says there is a move exactly
// when one of all the moves that can be named is legal.
func TestHasMoveAgreesWithEveryMoveTried(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 8))
	stuck := 0
	var buf []Move
	for game := int64(1); game <= 300; game++ {
		l, _ := dealer.Deal(game)
		p := NewPositionWith(&l, int(game%(MaxFreeCells+1)))
		for range 120 {
			if got, want := p.HasMove(), anyMoveTried(&p); got != want {
				t.Fatalf("game %d: HasMove %v, every move tried %v in\n%s", game, got, want, p.AppendBoard(nil))
			}
			buf = p.AppendMoves(buf[:0])
			if len(buf) == 0 {
				if !p.Won() {
					stuck++
				}
				break
			}
			p.Play(buf[rng.IntN(len(buf))])
		}
	}
	if stuck < 20 {
		t.Errorf("only %d stuck positions met: the test proves little", stuck)
	}
}

// TestNoMoveOn11982: the line a player met on 11982 leaves no legal move
// (cells full, nothing fits), one move before it some.
func TestNoMoveOn11982(t *testing.T) {
	moves, err := ParseMoves("1a 5b 6c 7d 61 78 b4 8b d8 5d 51")
	if err != nil {
		t.Fatal(err)
	}
	r, err := ReplayGame(11982, DefaultFreeCells, moves)
	if err != nil {
		t.Fatal(err)
	}
	positions := r.Positions()
	end := positions[len(positions)-1]
	if end.HasMove() || end.Won() {
		t.Errorf("a move is left after the line:\n%s", end.AppendBoard(nil))
	}
	if before := positions[len(positions)-2]; !before.HasMove() {
		t.Errorf("no move left before the last move")
	}
	won := Position{}
	for s := range won.home {
		won.home[s] = 13
	}
	if won.HasMove() {
		t.Error("a won position has a move")
	}
}
