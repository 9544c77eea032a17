// Package solver finds FreeCell solutions, or proves there are none, for any
// position of package rules. It is deterministic, honours a context and a bound on
// the positions it keeps, and says "gave up" apart from "impossible": a deal is
// impossible only when every reachable position has been searched, or its
// twin class (with any count of free cells but Windows' four: see
// twinsweep.go and twinFinish).
package solver

// Version numbers what the solver finds: it goes up when a mode's solutions
// change (a new default mode, a new fast schedule), so that facts recorded
// from an older solver, such as the atlas's lengths and efforts, can be told
// from today's. 2: fast mode's schedule gave one more turn by hand. 3: the
// default mode's beam widened from 400 to 1000 and reweighted (shorter lengths).
// 4: fast mode with two free cells or fewer sends cards home by the strong
// rule (rules.StrongSafeCards) and runs three turns more (fewCellsTurns).
// 5: fast mode with fewer than four free cells finishes with the sweep.
// 6: and gives the best-first search by player moves a turn in its portfolio,
// its searches released after their last turn. 7: that sweep keys its
// positions by twin class (twinsweep.go) and takes turns within the schedule.
// 8: the best-first search by player moves takes 800,000 positions there,
// not 400,000. 9: the sweep of twin classes looks for a real win near a
// false one (twinreach.go) and starts again as often as a pair is left; no
// beam takes a turn in that race. 10: that search near a false win takes
// up to an eighth of the classes entered, not 2,000 positions. 11: and goes
// by the sweep's turns, its positions counted as the sweep's (twinreach.go);
// with fewer than four cells a lean search run dry skips the schedule only
// to the sweep's first turn (fewCellsDryTo). 12: with one cell the sweep
// goes on alone after its second turn (oneCellSchedule), without
// fewCellsTurns. 13: with one or two cells a best-first search keyed by
// twin class (twinbest.go) takes every other turn with the sweep once the
// sweep has gone on alone for some 450,000 classes (twinBestJoin). 14: with
// one or two cells bestSwiftLean keyed by twin class (twinLean) takes a
// turn of 60,000 positions after the schedule's third (twinLeanTurn). 15:
// twinLean and twinBest key their positions by twin pair, every card read as
// its pair (pairKeyOf), and twinLean takes its turn with three cells too.
// 16: the sweep of twin classes, started again after a false win, goes that
// win's way first (follow), and before it starts again tries a plain sweep
// from the root of a sixteenth of its classes (rootShare). 17: twinBest
// joins the sweep with three cells too (42867: 2.9 s → 0.7 s). 18: with five
// free cells or more the race finishes with the sweep of twin classes too,
// and no beam runs (twinFinish): joke deal −2 is won with five. 19: the
// default and best modes' solutions of 200 player moves or more are made
// shorter through the tube of positions round them (tube.go): −2 with five
// cells 1,289 → 326.
const Version = 19
