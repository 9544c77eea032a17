package dealer

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/freecell/freecell/words"
)

// The game numbers Deal accepts: -2, -1 and 1..MaxGame.
const (
	MinGame int64 = -2
	MaxGame int64 = 1<<33 - 1
)

// ErrNoSuchGame is wrapped by every error about a game number that is not a deal.
var ErrNoSuchGame = errors.New("no such game")

// GameProblem is why some text or number is not a deal.
type GameProblem int

// The reasons a game number is refused.
const (
	NoNumber   GameProblem = iota + 1 // nothing was given
	NotANumber                        // Text is not written as a game number
	NoSuchGame                        // Number is a number, but no deal has it
)

// GameError says why some text or number is not a deal, as strconv.NumError
// does for numbers: the screen says it in its own words from Problem.
type GameError struct {
	Problem GameProblem
	Text    string // NotANumber: what was given
	Number  string // NoSuchGame: the number, whole, its digits grouped (8,589,934,592)
}

func (e *GameError) Error() string { return e.Reason() + "; games: " + GameRange }

// GameRange is the deals there are, as a person reads them.
const GameRange = "-2, -1, 1-8,589,934,591"

// Reason says the problem in a few words, without the list of valid games.
func (e *GameError) Reason() string {
	switch e.Problem {
	case NoNumber:
		return "no game number given"
	case NotANumber:
		return words.Quote(e.Text) + " is not a game number"
	default: // NoSuchGame
		return "game " + e.Number + " does not exist"
	}
}

// Unwrap makes errors.Is(err, ErrNoSuchGame) true.
func (e *GameError) Unwrap() error { return ErrNoSuchGame }

// Valid reports whether game is a deal number: -2, -1 or 1..MaxGame.
func Valid(game int64) bool {
	return game == -1 || game == -2 || (game >= 1 && game <= MaxGame)
}

func checkGame(game int64) error {
	if !Valid(game) {
		return &GameError{Problem: NoSuchGame, Number: words.Number(game)}
	}
	return nil
}

// ParseGame reads a game number as a person types it, or as the program prints it:
// optional spaces around it, an optional '#', an optional sign, then decimal
// digits, which may be grouped in threes by commas or split by underscores.
// "617", "#617", "-1", "1,000" and "1_000" are games; "", "abc", "12x", "1,00",
// "0" and "8589934592" are errors that say why.
func ParseGame(s string) (int64, error) {
	s = plainDashes.Replace(s)
	text := trimGame(s)
	if text == "" {
		return 0, &GameError{Problem: NoNumber}
	}
	sign, digits := splitSign(text)
	plain, ok := dropSeparators(digits, false)
	if !ok || plain == "" {
		return 0, &GameError{Problem: NotANumber, Text: strings.TrimSpace(s)}
	}
	game, err := strconv.ParseInt(sign+plain, 10, 64)
	if err != nil { // only overflow is left: every character is a digit
		return 0, &GameError{Problem: NoSuchGame, Number: tooBig(sign, plain)}
	}
	return game, checkGame(game)
}

// tooBig writes a number too big for any deal as a message repeats it: whole
// up to 30 digits, else its first digits and how many there are, so that a
// line of them is not said back in full.
func tooBig(sign, digits string) string {
	if len(digits) <= 30 {
		return words.GroupDigits(sign + digits)
	}
	return sign + digits[:6] + "… (" + words.Number(int64(len(digits))) + " digits)"
}

// GamePrefix reports whether s could still become a game number if more were
// typed at its end, for saying as soon as possible that it never will: "", "-",
// "#", "1," and "858" could; "12x", "-3", "1,0000" and "9999999999" could not.
func GamePrefix(s string) bool {
	text := trimGame(s)
	if text != strings.TrimRightFunc(text, unicode.IsSpace) {
		_, err := ParseGame(s) // a space after it ends it
		return err == nil
	}
	sign, digits := splitSign(text)
	plain, ok := dropSeparators(digits, true)
	if !ok {
		return false
	}
	if len(plain) > 19 {
		plain = strings.TrimLeft(plain, "0")
	}
	value, err := strconv.ParseUint("0"+plain, 10, 64)
	if err != nil {
		return false
	}
	if sign == "-" {
		return value <= uint64(-MinGame)
	}
	return value <= uint64(MaxGame)
}

// trimGame drops the spaces before a game number and the '#' that may lead it.
func trimGame(s string) string {
	text := strings.TrimLeftFunc(s, unicode.IsSpace)
	text = strings.TrimPrefix(text, "#")
	return strings.TrimLeftFunc(text, unicode.IsSpace)
}

func splitSign(text string) (sign, rest string) {
	text = strings.TrimRightFunc(text, unicode.IsSpace)
	if text != "" && (text[0] == '-' || text[0] == '+') {
		return text[:1], text[1:]
	}
	return "", text
}

// dropSeparators returns the digits of s without its separators: commas between
// groups of three digits (after a first group of one to three), or underscores
// between any two digits. With partial, s may stop anywhere a number being typed
// can: after a separator, or within a group. ok is false for anything else.
func dropSeparators(s string, partial bool) (digits string, ok bool) {
	if s == "" {
		return "", partial
	}
	if strings.Contains(s, ",") && strings.Contains(s, "_") {
		return "", false
	}
	sep := byte('_')
	if strings.Contains(s, ",") {
		sep = ','
	}
	groups := strings.Split(s, string(sep))
	for i, g := range groups {
		last := i == len(groups)-1
		if strings.IndexFunc(g, func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
			return "", false
		}
		switch {
		case g == "" && (!partial || !last || i == 0):
			return "", false // a separator first, last or doubled
		case sep == ',' && i == 0 && len(g) > 3 && len(groups) > 1,
			sep == ',' && i > 0 && len(g) > 3,
			sep == ',' && i > 0 && len(g) < 3 && (!partial || !last):
			return "", false // commas group digits in threes
		}
	}
	return strings.Join(groups, ""), true
}

// ParseGames reads a game number or an inclusive range "FIRST-LAST" such as
// "1-1000000", "-2-5" or "#-2-#-1" (ranges skip 0, which is not a game).
func ParseGames(s string) (first, last int64, err error) {
	text := strings.TrimSpace(plainDashes.Replace(s))
	// The range dash is the first '-' right after a digit: a '-' at the start, or
	// after '#' or another dash, is a sign.
	for i := 1; i < len(text); i++ {
		if text[i] == '-' && text[i-1] >= '0' && text[i-1] <= '9' {
			if first, err = ParseGame(text[:i]); err != nil {
				return 0, 0, wholeText(err, text)
			}
			if last, err = ParseGame(text[i+1:]); err != nil {
				return 0, 0, wholeText(err, text)
			}
			if first > last {
				return 0, 0, fmt.Errorf("range %s runs backwards: write the smaller number first", words.Quote(text))
			}
			return first, last, nil
		}
	}
	first, err = ParseGame(text)
	return first, first, err
}

// plainDashes reads the dashes of typeset text as '-': the minus sign and
// the hyphens, and the en dash of ranges ("−1", "1–32,000", as the README
// writes them), so that a number copied from a page reads as typed.
var plainDashes = strings.NewReplacer("\u2212", "-", "\u2010", "-", "\u2011", "-", "\u2013", "-")

// wholeText makes a range's part that is not a number, or is missing, name
// the whole range: "1-2-3", not "2-3"; "1-", not "no game number given".
func wholeText(err error, text string) error {
	var e *GameError
	if errors.As(err, &e) && (e.Problem == NotANumber || e.Problem == NoNumber) {
		return &GameError{Problem: NotANumber, Text: text}
	}
	return err
}

// Next returns the game after game in the order -2, -1, 1, 2, …, skipping 0.
func Next(game int64) int64 {
	if game == -1 {
		return 1
	}
	return game + 1
}

// Range is a named span of game numbers, for telling a player where a deal comes from.
type Range struct {
	ID          string // stable and lower-case, for scripts: "classic", "windows", "freecell-pro", "special"
	Name        string // for people: "classic", "Windows", "FreeCell Pro", "special"
	First, Last int64
}

// The ranges players know, innermost first: each positive range contains the one
// before it.
var (
	Classic     = Range{ID: "classic", Name: "classic", First: 1, Last: 32000}
	Windows     = Range{ID: "windows", Name: "Windows", First: 1, Last: 1000000}
	FreeCellPro = Range{ID: "freecell-pro", Name: "FreeCell Pro", First: 1, Last: MaxGame}
	Special     = Range{ID: "special", Name: "special", First: -2, Last: -1}
)

// Ranges lists every named range, innermost first.
var Ranges = []Range{Classic, Windows, FreeCellPro, Special}

// RangeOf returns the innermost named range that holds game (Special for -1 and -2).
// The second result is false when game is not a deal.
func RangeOf(game int64) (Range, bool) {
	for _, r := range Ranges {
		if r.Contains(game) {
			return r, true
		}
	}
	return Range{}, false
}

// JokeLost reports whether game is a joke deal no play wins with cells free
// cells: -1 and -2 with four or fewer (both are won with five: -2's
// solution then is some 260 moves long, fc-solve's, which --check accepts).
// A proof of -2 takes a complete search seconds: this is the fact without it.
func JokeLost(game int64, cells int) bool {
	return Special.Contains(game) && cells <= 4
}

// Contains reports whether game lies in r.
func (r Range) Contains(game int64) bool { return game >= r.First && game <= r.Last && game != 0 }

// String names the range with its bounds, e.g. "classic 1–32000".
func (r Range) String() string { return fmt.Sprintf("%s %d–%d", r.Name, r.First, r.Last) }
