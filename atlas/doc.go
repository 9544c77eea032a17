// Package atlas knows how hard deals are. For a deal it works out (Survey) the
// fewest free cells that solve it, how long its solution is, how much search
// finding one took, how many of its opening moves keep it winnable, and from
// these a difficulty and a band (easy to "needs 5+ cells"). Records are JSON,
// one a deal, written and read here so that a survey split across processes or
// machines merges byte for byte. A Pick chooses deals by these facts (what the
// viewer's r draws). The facts of deals 1..32,000, of the first million's
// fewest cells and of its surveyed blocks are shipped in the binary
// (embedded.go: data/atlas.bin, cells3.bin, million.bin). It imports nothing
// of the terminal.
package atlas
