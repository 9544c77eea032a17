// Package words writes the plain words the program shows people, the same
// way in the viewer, the command line and the errors of every package: numbers
// with their digits grouped, counts of things, quoted input, a game clock, a
// game's name and a number of free cells. It imports nothing of freecell's, so
// that every package may use it.
package words

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Number writes n the one way the program shows numbers to people: 8,589,934,591.
func Number(n int64) string { return GroupDigits(strconv.FormatInt(n, 10)) }

// Plural writes a count of a noun the one way the program does: "1 move",
// "2 moves", "1,000 cards", "3 searches".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	for _, end := range []string{"s", "sh", "ch", "x", "z"} {
		if strings.HasSuffix(noun, end) {
			return Number(int64(n)) + " " + noun + "es"
		}
	}
	return Number(int64(n)) + " " + noun + "s"
}

// quotedMost is the most characters of what was typed that a message repeats:
// with them, every message fits 80 columns.
const quotedMost = 13

// Quote is text as a message repeats it, cut short when it is long, so that
// messages fit a line; control characters are escaped: the terminal sees none.
func Quote(text string) string {
	return quoteWithin(text, quotedMost)
}

// keyNameMost is the most characters of a key name that a message repeats:
// the longest a keyboard has, "ctrl+alt+shift+pgdown", fits whole, and a
// name cut short would hide the part that is wrong.
const keyNameMost = 32

// QuoteKey is a key name as a message repeats it: as Quote, with room for
// the longest key name whole.
func QuoteKey(name string) string {
	return quoteWithin(name, keyNameMost)
}

// lineMost is the most characters of a typed line that a spoken message
// repeats: a line is heard whole ("col 3 to cell b" was cut to "col 3 to
// cel…", its ellipsis read out or dropped), but a paste is not read back.
const lineMost = 60

// QuoteLine is a line typed as a spoken message repeats it: as Quote, with
// room for a line's words whole.
func QuoteLine(line string) string {
	return quoteWithin(line, lineMost)
}

func quoteWithin(text string, most int) string {
	q := []rune(strconv.Quote(text))
	if len(q) > most+2 {
		return string(q[:most]) + `…"`
	}
	return string(q)
}

// Clock writes a duration as a game clock: 2:15, 1:02:15. It rounds to the
// nearest second: a clock paused a minute after the last key stands a few
// milliseconds short of it, and the key that comes back adds a few; both are
// 1:00, not 0:59 then 1:00.
func Clock(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// GameName is a game as the program names it: "FreeCell #8,589,934,591", or
// "the layout" for game 0, a layout opened with --layout.
func GameName(game int64) string {
	if game == 0 {
		return "the layout"
	}
	return "FreeCell #" + Number(game)
}

// FreeCellsName says a number of free cells: "3 free cells", "1 free cell",
// "no free cells".
func FreeCellsName(n int) string {
	if n == 0 {
		return "no free cells"
	}
	return Plural(n, "free cell")
}

// GroupDigits puts commas between groups of three digits, for a number too
// long for Number: "-1234567" is "-1,234,567".
func GroupDigits(digits string) string {
	sign := ""
	if strings.HasPrefix(digits, "-") {
		sign, digits = "-", digits[1:]
	}
	var b strings.Builder
	b.WriteString(sign)
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return b.String()
}
