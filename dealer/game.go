package dealer

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The game numbers Deal accepts: -2, -1 and 1..MaxGame.
const (
	MinGame int64 = -2
	MaxGame int64 = 1<<33 - 1
)

// ErrNoSuchGame is wrapped by every error about a game number that is not a deal.
var ErrNoSuchGame = errors.New("no such game")

// GameError says why some text or number is not a deal, and names the valid ones.
type GameError struct {
	Problem string // e.g. `"12x" is not a game number`, `game 0 does not exist`
}

func (e *GameError) Error() string { return e.Problem + ": games are -2, -1 and 1 to 8589934591" }

// Unwrap makes errors.Is(err, ErrNoSuchGame) true.
func (e *GameError) Unwrap() error { return ErrNoSuchGame }

// Valid reports whether game is a deal number: -2, -1 or 1..MaxGame.
func Valid(game int64) bool {
	return game == -1 || game == -2 || (game >= 1 && game <= MaxGame)
}

func checkGame(game int64) error {
	if !Valid(game) {
		return &GameError{Problem: fmt.Sprintf("game %d does not exist", game)}
	}
	return nil
}

// ParseGame reads a game number as a person types it: optional spaces around it, an
// optional leading '#', an optional sign, then decimal digits. "617", "#617" and "-1"
// are games; "", "abc", "12x", "0" and "8589934592" are errors that say why.
func ParseGame(s string) (int64, error) {
	text := strings.TrimSpace(s)
	text = strings.TrimPrefix(text, "#")
	if text == "" {
		return 0, &GameError{Problem: "no game number given"}
	}
	digits := text
	if digits[0] == '-' || digits[0] == '+' {
		digits = digits[1:]
	}
	if digits == "" || strings.IndexFunc(digits, func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
		return 0, &GameError{Problem: fmt.Sprintf("%q is not a game number", strings.TrimSpace(s))}
	}
	game, err := strconv.ParseInt(text, 10, 64)
	if err != nil { // only overflow is left: every character is a digit
		return 0, &GameError{Problem: fmt.Sprintf("game %s does not exist", text)}
	}
	return game, checkGame(game)
}

// ParseGames reads a game number or an inclusive range "FIRST-LAST" such as
// "1-1000000" or "-2-5" (ranges skip 0, which is not a game).
func ParseGames(s string) (first, last int64, err error) {
	text := strings.TrimSpace(s)
	// The range dash is the first '-' that is not a sign: not at the start, and not
	// right after another dash ("-2--1").
	for i := 1; i < len(text); i++ {
		if text[i] == '-' && text[i-1] != '-' {
			if first, err = ParseGame(text[:i]); err != nil {
				return 0, 0, err
			}
			if last, err = ParseGame(text[i+1:]); err != nil {
				return 0, 0, err
			}
			if first > last {
				return 0, 0, fmt.Errorf("range %q runs backwards: write the smaller number first", text)
			}
			return first, last, nil
		}
	}
	first, err = ParseGame(text)
	return first, first, err
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
	Name        string
	First, Last int64
}

// The ranges players know, innermost first: each positive range contains the one
// before it.
var (
	Classic     = Range{Name: "classic", First: 1, Last: 32000}
	Windows     = Range{Name: "Windows", First: 1, Last: 1000000}
	FreeCellPro = Range{Name: "FreeCell Pro", First: 1, Last: MaxGame}
	Special     = Range{Name: "special", First: -2, Last: -1}
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

// Contains reports whether game lies in r.
func (r Range) Contains(game int64) bool { return game >= r.First && game <= r.Last && game != 0 }

// String names the range with its bounds, e.g. "classic 1–32000".
func (r Range) String() string { return fmt.Sprintf("%s %d–%d", r.Name, r.First, r.Last) }
