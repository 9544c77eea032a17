// Package batch is the command line's work over many games: printing deals and
// solving them. Games are enumerated as they are needed and results are written
// in game order as soon as they are ready, so memory stays flat however long the
// range; a solve runs on a bounded pool of workers, stops within moments of its
// context's end, and reports a failed write as an error.
package batch
