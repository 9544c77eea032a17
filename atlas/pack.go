package atlas

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
)

// A packed atlas is a header line, "freecell atlas 1 solver=S first=F
// last=L\n" (and " settled=V" before the newline when some entries were
// settled later: see Settle), then a fixed entry a deal, F to L in order: what
// the embedded atlas is stored as (a few hundred kilobytes for 32,000 deals).
// A settled entry says its solver in its byte of MovesCells, by how far it
// comes after S (settledSolver); one that does not (packed when one solver
// settled them all) is V's.
const (
	packMagic = "freecell atlas 1"
	entrySize = 12
	// unknownFewest marks an entry whose fewest cells are not known.
	unknownFewest = 0xFF
	// mostEffort is the most effort an entry holds: more is stored as this.
	mostEffort = 1<<24 - 1
	// settledFlag, in an entry's byte of MovesCells (at most 8), marks an
	// entry settled by a later solver, not surveyed by solver S; the bits of
	// settledSolver say which, S+1 to S+7 (0: V).
	settledFlag    = 0x80
	settledSolver  = 0x70
	settledShift   = 4
	movesCellsBits = 0x0F
)

// Packed is a packed atlas, read.
type Packed struct {
	solver      int
	settled     int // the latest solver of the entries marked settled (0: none are)
	first, last int64
	entries     []byte
}

// Pack packs the facts of every game from first to last, which facts must
// hold, in any order (a survey's records, shards merged).
func Pack(facts []Facts, first, last int64) ([]byte, error) {
	if first < 1 || last < first {
		return nil, fmt.Errorf("cannot pack games %d to %d", first, last)
	}
	n := last - first + 1
	entries := make([]byte, n*entrySize)
	have := make([]bool, n)
	solver := -1
	for i := range facts {
		f := &facts[i]
		if f.Game < first || f.Game > last {
			continue
		}
		if solver >= 0 && f.Solver != solver {
			return nil, fmt.Errorf("game %d was surveyed by solver %d, others by %d: survey them again with one", f.Game, f.Solver, solver)
		}
		solver = f.Solver
		have[f.Game-first] = true
		putEntry(entries[(f.Game-first)*entrySize:], f)
	}
	for i, ok := range have {
		if !ok {
			return nil, fmt.Errorf("game %d has no record: survey it (--resume goes on where a survey stopped)", first+int64(i))
		}
	}
	header := fmt.Sprintf("%s solver=%d first=%d last=%d\n", packMagic, solver, first, last)
	return append([]byte(header), entries...), nil
}

// Settle packs base again with the undecided deals among facts replaced by
// their facts, which must be decided and come from one solver later than
// base's: a deal's fewest free cells, found by a solution and a complete
// search, are facts whichever solver found them, so a later solver with
// longer bounds settles what the survey left undecided without the whole
// range surveyed again. Such an entry is marked, and reads back with its own
// solver's number (its length and effort are that solver's). Facts of deals
// base already decides, or outside it, and facts still undecided are left
// out; settled says how many were taken.
func Settle(base *Packed, facts []Facts) (data []byte, settled int, err error) {
	entries := slices.Clone(base.entries)
	solver := base.settled
	for e := entries; len(e) >= entrySize; e = e[entrySize:] { // each settled entry says its solver
		if e[3]&settledFlag != 0 && e[3]&settledSolver == 0 {
			e[3] |= byte(base.settled-base.solver) << settledShift
		}
	}
	for i := range facts {
		f := &facts[i]
		if held, ok := base.Facts(f.Game); !ok || !held.Undecided() || f.Undecided() {
			continue
		}
		if f.Cheap {
			return nil, 0, fmt.Errorf("game %d: its record is a cheap survey's, not a full survey's", f.Game)
		}
		if f.Solver <= base.solver || f.Solver > base.solver+settledSolver>>settledShift {
			return nil, 0, fmt.Errorf("game %d was surveyed by solver %d: settling needs a solver from %d to %d", f.Game, f.Solver, base.solver+1, base.solver+settledSolver>>settledShift)
		}
		solver = max(solver, f.Solver)
		e := entries[(f.Game-base.first)*entrySize:]
		putEntry(e, f)
		e[3] |= settledFlag | byte(f.Solver-base.solver)<<settledShift
		settled++
	}
	header := fmt.Sprintf("%s solver=%d first=%d last=%d", packMagic, base.solver, base.first, base.last)
	if solver > 0 {
		header += fmt.Sprintf(" settled=%d", solver)
	}
	return append([]byte(header+"\n"), entries...), settled, nil
}

func putEntry(e []byte, f *Facts) {
	e[0] = unknownFewest
	if f.Known {
		e[0] = byte(f.Fewest)
	}
	e[1], e[2], e[3] = byte(f.AtLeast), byte(f.AtMost), byte(f.MovesCells)
	binary.LittleEndian.PutUint16(e[4:], uint16(min(f.PlayerMoves, 1<<16-1)))
	e[6], e[7], e[8] = byte(f.OpeningMoves), byte(f.OpeningWinning), byte(f.OpeningUndecided)
	effort := uint32(min(f.Effort, mostEffort))
	e[9], e[10], e[11] = byte(effort), byte(effort>>8), byte(effort>>16)
}

// ReadPacked reads a packed atlas.
func ReadPacked(data []byte) (*Packed, error) {
	end := bytes.IndexByte(data, '\n')
	if end < 0 || !bytes.HasPrefix(data, []byte(packMagic+" ")) {
		return nil, errors.New("not a packed atlas")
	}
	p := &Packed{}
	header := string(data[len(packMagic)+1 : end])
	fields, err := fmt.Sscanf(header, "solver=%d first=%d last=%d settled=%d", &p.solver, &p.first, &p.last, &p.settled)
	if fields < 3 || fields == 3 && !errors.Is(err, io.ErrUnexpectedEOF) || p.settled < 0 {
		return nil, errors.New("a packed atlas's header is damaged")
	}
	p.entries = data[end+1:]
	if p.last < p.first || int64(len(p.entries)) != (p.last-p.first+1)*entrySize {
		return nil, errors.New("a packed atlas is cut short or too long")
	}
	return p, nil
}

// Facts are the facts of game, and whether the atlas holds it. Their
// difficulty and band are worked out now, by today's Rate.
func (p *Packed) Facts(game int64) (Facts, bool) {
	if p == nil || game < p.first || game > p.last {
		return Facts{}, false
	}
	e := p.entries[(game-p.first)*entrySize:]
	f := Facts{Game: game, Solver: p.solver, AtLeast: int(e[1]), AtMost: int(e[2]), MovesCells: int(e[3] & movesCellsBits),
		PlayerMoves: int(binary.LittleEndian.Uint16(e[4:])), OpeningMoves: int(e[6]), OpeningWinning: int(e[7]),
		OpeningUndecided: int(e[8]), Effort: int(e[9]) | int(e[10])<<8 | int(e[11])<<16}
	if e[3]&settledFlag != 0 {
		f.Solver = p.settled
		if by := int(e[3]&settledSolver) >> settledShift; by > 0 {
			f.Solver = p.solver + by
		}
	}
	f.Known = e[0] != unknownFewest
	f.Fewest = f.AtMost
	f.Difficulty, f.Band = Rate(&f)
	return f, true
}

// Range is the first and last games the atlas holds.
func (p *Packed) Range() (first, last int64) { return p.first, p.last }
