package rules

// PlayerMoves counts the moves a player makes: everything but the moves to the
// foundations (a sequence moved in one go is one move). Solutions, games and
// statistics all count this way.
func PlayerMoves(moves []Move) int {
	n := 0
	for _, m := range moves {
		if m.To != Foundation {
			n++
		}
	}
	return n
}

// StepEnds cuts moves into a player's steps, each a move with the foundation
// moves after it (foundation moves before the first other move are a step of
// their own), and returns where each step ends: step k is moves[ends[k-1]:ends[k]].
func StepEnds(moves []Move) []int {
	var ends []int
	for i := range moves {
		if i == len(moves)-1 || moves[i+1].To != Foundation {
			ends = append(ends, i+1)
		}
	}
	return ends
}
