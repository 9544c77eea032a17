package model

import "github.com/freecell/freecell/daily"

// maxHistory bounds the games remembered for Back: at least this many are
// kept, and never twice as many.
const maxHistory = 1000

// viewed is a deal viewed, for Back: the daily, where it was the daily (a
// game of its own; Back from a deal gone to by g came back to the plain deal).
type viewed struct {
	game  int64
	daily daily.Deal
}

// history is the deals viewed before, for Back: a stack of cells never
// changed once made, so that copies of the model share them safely and a
// deal viewed costs one cell (copying the whole history on each n took a
// tenth of a server's core under a flood of them).
type history struct {
	top *viewedCell
	n   int
}

type viewedCell struct {
	viewed
	below *viewedCell
}

// push is h with v on top; past twice maxHistory the oldest go, in one copy
// of the newest maxHistory.
func (h history) push(v viewed) history {
	h = history{&viewedCell{v, h.top}, h.n + 1}
	if h.n >= 2*maxHistory {
		h = h.newest(maxHistory)
	}
	return h
}

// pop is the deal on top and h without it; ok is false when h is empty.
func (h history) pop() (v viewed, rest history, ok bool) {
	if h.top == nil {
		return viewed{}, h, false
	}
	return h.top.viewed, history{h.top.below, h.n - 1}, true
}

// last is the deal on top (the zero deal when h is empty).
func (h history) last() viewed {
	if h.top == nil {
		return viewed{}
	}
	return h.top.viewed
}

// empty reports whether there is no deal to go back to.
func (h history) empty() bool { return h.top == nil }

// newest is h's n newest deals, in new cells.
func (h history) newest(n int) history {
	out := history{n: min(n, h.n)}
	at := &out.top
	for c, i := h.top, 0; c != nil && i < n; c, i = c.below, i+1 {
		*at = &viewedCell{viewed: c.viewed}
		at = &(*at).below
	}
	return out
}
