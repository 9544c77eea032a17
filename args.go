package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/dealer"
)

// options is what the command line asks for.
type options struct {
	spans     []batch.Span
	print     bool
	solve     bool
	fast      bool
	format    batch.Format
	formatSet bool // --format was given
	ascii     bool
	noColor   bool
	help      bool
	version   bool
}

// parseArgs reads the command line. It is hand-written rather than built on the flag
// package because negative game numbers ("-1", "--print -2") must be arguments, not
// flags.
func parseArgs(args []string) (options, error) {
	var opts options
	onlyGames := false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if onlyGames || !isFlag(arg) {
			first, last, err := dealer.ParseGames(arg)
			if err != nil {
				return opts, err
			}
			opts.spans = append(opts.spans, batch.Span{First: first, Last: last})
			continue
		}
		name, value, hasValue := strings.Cut(arg, "=")
		if name == "--format" || name == "-f" {
			if !hasValue {
				if i+1 >= len(args) {
					return opts, fmt.Errorf("%s needs a value: one of %s", name, batch.FormatNames())
				}
				i++
				value = args[i]
			}
			format, err := batch.ParseFormat(value)
			if err != nil {
				return opts, err
			}
			opts.format, opts.formatSet = format, true
			continue
		}
		if hasValue {
			return opts, fmt.Errorf("option %s takes no value", name)
		}
		if err := opts.setFlag(name); err != nil {
			return opts, err
		}
		onlyGames = name == "--"
	}
	return opts, nil
}

// setFlag sets the option a flag without a value names.
func (opts *options) setFlag(name string) error {
	switch name {
	case "--":
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
	default:
		return fmt.Errorf("unknown option %q (see freecell --help)", name)
	}
	return nil
}

// isFlag tells options from game numbers: "-1" and "-2-5" are games.
func isFlag(arg string) bool {
	return len(arg) >= 2 && arg[0] == '-' && (arg[1] < '0' || arg[1] > '9')
}

// command is what the program does with the options.
type command int

const (
	viewGame command = iota
	printGames
	solveGames
	showHelp
	showVersion
)

// command decides what to do, and refuses options that would be ignored: every
// option given is honoured or is an error.
func (opts *options) command(stdoutIsTerminal bool) (command, error) {
	switch {
	case opts.help:
		return showHelp, nil
	case opts.version:
		return showVersion, nil
	case opts.print && opts.solve:
		return 0, errors.New("--print and --solve do not go together: choose one")
	case opts.fast && !opts.solve:
		return 0, errors.New("--fast applies to --solve only")
	case opts.solve && opts.format == batch.FCS:
		return 0, errors.New("--solve writes text or json, not fcs")
	case opts.solve && len(opts.spans) == 0:
		return 0, errors.New("--solve needs a GAME: a number like 617 or a range like 1-1000")
	case opts.solve:
		return solveGames, nil
	case opts.print && len(opts.spans) == 0:
		return 0, errors.New("--print needs a GAME: a number like 617 or a range like 1-1000")
	case opts.print:
		return printGames, nil
	case !stdoutIsTerminal && len(opts.spans) == 0:
		return 0, errors.New("the viewer needs a terminal: give a GAME to print it")
	case !stdoutIsTerminal:
		return printGames, nil
	case opts.formatSet:
		return 0, errors.New("--format applies to --print and --solve only")
	case len(opts.spans) > 1 || (len(opts.spans) == 1 && opts.spans[0].First != opts.spans[0].Last):
		return 0, errors.New("the viewer shows one game at a time; use --print for several")
	}
	return viewGame, nil
}
