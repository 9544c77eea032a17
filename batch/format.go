package batch

import (
	"fmt"
	"slices"
	"strings"

	"github.com/freecell/freecell/words"
)

// Format is how games or solutions are written.
type Format int

const (
	// Text is for people: a deal as dealt ("Game #N" and seven rows), a solution
	// as moves ten to a line, a range of solutions as a summary.
	Text Format = iota
	// FCS is Freecell Solver's input: one column per line, bottom card first.
	// Deals only.
	FCS
	// JSON is one object per line, for scripts.
	JSON
)

var formatNames = [...]string{Text: "text", FCS: "fcs", JSON: "json"}

func (f Format) String() string { return formatNames[f] }

// Formats are the formats' names, as --format takes them.
func Formats() []string { return slices.Clone(formatNames[:]) }

// FormatNames lists the formats by name, for messages.
func FormatNames() string { return strings.Join(formatNames[:], ", ") }

// ParseFormat reads a format's name.
func ParseFormat(name string) (Format, error) {
	for f, n := range formatNames {
		if strings.EqualFold(n, name) { // JSON as json
			return Format(f), nil
		}
	}
	return 0, fmt.Errorf("unknown format %s: use one of %s", words.Quote(name), FormatNames())
}
