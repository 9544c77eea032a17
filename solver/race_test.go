//go:build race

package solver

// raceEnabled: the race detector slows the searches tenfold, so the tests
// that hold long searches to the truth check fewer positions under it (the
// searches run in one goroutine: what the detector looks for is elsewhere).
const raceEnabled = true
