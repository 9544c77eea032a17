// Package batch is the command line's work over many games: printing deals,
// solving them, surveying them (Survey), checking a game's moves (check.go),
// and the statistics --stats prints (stats.go, daily.go). Games are enumerated as they are needed and results are written
// in game order as soon as they are ready, so memory stays flat however long the
// range; a solve runs on a bounded pool of workers, stops within moments of its
// context's end, and reports a failed write as an error.
package batch
