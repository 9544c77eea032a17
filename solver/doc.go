// Package solver finds FreeCell solutions, or proves there are none, for any
// position of package rules. It is deterministic, honours a context and a bound on
// the positions it keeps, and says "gave up" apart from "impossible": a deal is
// impossible only when every reachable position has been searched.
package solver
