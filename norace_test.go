//go:build !race

package main

// raceEnabled: the race detector multiplies memory, which TestCheckMemory measures.
const raceEnabled = false
