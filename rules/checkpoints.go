package rules

// Checkpoints are a replay's positions kept every so many moves: any other
// position is made again from the one before it, so that a game of millions
// of moves costs its moves and a few positions, not a position each.
type Checkpoints struct {
	moves []Move
	every int
	kept  []Position // kept[i]: the position after i·every moves
}

// Checkpoints keeps the replay's positions every so many moves.
func (r *Replay) Checkpoints(every int) *Checkpoints {
	c := &Checkpoints{moves: r.Moves, every: max(every, 1)}
	p := r.Start
	c.kept = append(c.kept, p)
	for i, m := range r.Moves {
		p.do(m)
		if (i+1)%c.every == 0 {
			c.kept = append(c.kept, p)
		}
	}
	return c
}

// Len is how many positions there are: the start and one after each move.
func (c *Checkpoints) Len() int { return len(c.moves) + 1 }

// At is the position after k moves (0: the start).
func (c *Checkpoints) At(k int) Position {
	p := c.kept[k/c.every]
	for _, m := range c.moves[k/c.every*c.every : k] {
		p.do(m)
	}
	return p
}
