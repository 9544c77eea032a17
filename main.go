// Command freecell shows Microsoft FreeCell deals in the terminal and prints them
// for scripts; see README.md or `freecell --help`.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/term"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/view"
)

const version = "0.1.0"

// Exit codes.
const (
	exitOK    = 0
	exitError = 1 // the terminal or the output failed
	exitUsage = 2 // bad arguments
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr, os.Getenv, term.IsTerminal(os.Stdout.Fd())))
}

// run is the whole program minus the process: it returns the exit code.
func run(args []string, stdout, stderr io.Writer, getenv func(string) string, stdoutIsTerminal bool) int {
	opts, err := parseArgs(args)
	if err != nil {
		fmt.Fprintf(stderr, "freecell: %v\n", err)
		return exitUsage
	}
	switch {
	case opts.help:
		fmt.Fprint(stdout, usage)
		return exitOK
	case opts.version:
		fmt.Fprintf(stdout, "freecell %s\n", version)
		return exitOK
	}
	if len(opts.spans) == 0 {
		game := loadLastGame()
		opts.spans = []span{{game, game}}
	}
	if opts.solve {
		return solveAndExit(stdout, stderr, opts)
	}
	if opts.print || !stdoutIsTerminal {
		return printAndExit(stdout, stderr, opts)
	}
	if len(opts.spans) > 1 || opts.spans[0].first != opts.spans[0].last {
		fmt.Fprintln(stderr, "freecell: the viewer shows one game at a time; use --print for several")
		return exitUsage
	}
	noColor := opts.noColor || getenv("NO_COLOR") != ""
	ascii := opts.ascii || !view.UnicodeFits()
	return runViewer(opts.spans[0].first, ascii, noColor, stderr)
}

func printAndExit(stdout, stderr io.Writer, opts options) int {
	err := printGames(stdout, opts.spans, opts.format)
	switch {
	case err == nil, errors.Is(err, syscall.EPIPE):
		// A reader that stops early (| head) is not an error.
		return exitOK
	default:
		fmt.Fprintf(stderr, "freecell: %v\n", err)
		return exitError
	}
}

func runViewer(game int64, ascii, noColor bool, stderr io.Writer) int {
	var programOpts []tea.ProgramOption
	if noColor {
		programOpts = append(programOpts, tea.WithColorProfile(colorprofile.Ascii))
	}
	final, err := tea.NewProgram(model.New(game, model.Options{ASCII: ascii}), programOpts...).Run()
	if err != nil {
		fmt.Fprintf(stderr, "freecell: %v\n", err)
		return exitError
	}
	if m, ok := final.(model.Model); ok {
		if err := saveLastGame(m.Game()); err != nil {
			fmt.Fprintf(stderr, "freecell: could not remember the last game: %v\n", err)
		}
	}
	return exitOK
}
