package main

import (
	"fmt"
	"strings"

	"github.com/freecell/freecell/dealer"
)

// span is an inclusive run of game numbers from the command line.
type span struct{ first, last int64 }

// options is what the command line asks for.
type options struct {
	spans   []span
	print   bool
	solve   bool
	fast    bool
	format  string // text, fcs or json
	ascii   bool
	noColor bool
	help    bool
	version bool
}

var formats = []string{"text", "fcs", "json"}

// parseArgs reads the command line. It is hand-written rather than built on the flag
// package because negative game numbers ("-1", "--print -2") must be arguments, not
// flags.
func parseArgs(args []string) (options, error) {
	opts := options{format: "text"}
	onlyGames := false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if onlyGames || !isFlag(arg) {
			first, last, err := dealer.ParseGames(arg)
			if err != nil {
				return opts, err
			}
			opts.spans = append(opts.spans, span{first, last})
			continue
		}
		name, value, hasValue := strings.Cut(arg, "=")
		switch name {
		case "--":
			onlyGames = true
			continue
		case "--print", "-p":
			opts.print = true
		case "--solve", "-s":
			opts.solve = true
		case "--fast":
			opts.fast = true
		case "--ascii":
			opts.ascii = true
		case "--no-color", "--no-colour":
			opts.noColor = true
		case "--help", "-h":
			opts.help = true
		case "--version":
			opts.version = true
		case "--format", "-f":
			if !hasValue {
				if i+1 >= len(args) {
					return opts, fmt.Errorf("%s needs a value: one of %s", name, strings.Join(formats, ", "))
				}
				i++
				value = args[i]
			}
			if !isFormat(value) {
				return opts, fmt.Errorf("unknown format %q: use one of %s", value, strings.Join(formats, ", "))
			}
			opts.format = value
			continue
		default:
			return opts, fmt.Errorf("unknown option %q (see freecell --help)", arg)
		}
		if hasValue {
			return opts, fmt.Errorf("option %s takes no value", name)
		}
	}
	return opts, nil
}

// isFlag tells options from game numbers: "-1" and "-2-5" are games.
func isFlag(arg string) bool {
	return len(arg) >= 2 && arg[0] == '-' && (arg[1] < '0' || arg[1] > '9')
}

func isFormat(s string) bool {
	for _, f := range formats {
		if s == f {
			return true
		}
	}
	return false
}

const usage = `freecell - Microsoft FreeCell deals in the terminal

Usage:
  freecell [GAME]                        browse deals, starting at GAME
  freecell --print GAME|FIRST-LAST ...   print deals and exit
  freecell --solve GAME|FIRST-LAST ...   solve deals and exit

GAME is -2, -1 or 1 to 8589934591: 1-32000 are the classic Windows deals,
1-1000000 those of later Windows, up to 8589934591 FreeCell Pro's extended
numbers, and -1, -2 Windows' two unwinnable joke deals. Without GAME the
viewer opens the last game you viewed (or game 1).

Options:
  -p, --print         print the layout instead of browsing (the default when
                      output is not a terminal)
  -f, --format FMT    print format: text (default; "Game #N" and the seven rows
                      as dealt), fcs (Freecell Solver input: one column per line,
                      bottom card first), json (one object per line)
  -s, --solve         solve GAME: its moves in standard notation, 10 per line,
                      every foundation move included; "impossible" (exit 1) or
                      "gave up: reason" (exit 3). For several games: a summary,
                      or one JSON record per game with --format json
      --fast          solve for a quick verdict rather than a short solution
      --ascii         draw suits as letters (S H D C) and plain borders
      --no-color      no colour (also when NO_COLOR is set)
  -h, --help          show this help
      --version       show the version

Examples:
  freecell 617
  freecell --print 11982
  freecell --print --format fcs 617 | fc-solve -p -t -sam
  freecell --print 1-1000000 --format fcs > all-deals.txt
  freecell --print -1 --format json
  freecell --solve 617
  freecell --solve 1-32000 --fast

In the viewer press ? for the keys.
`
