// Command freecell shows Microsoft FreeCell deals in the terminal, prints them
// and solves them for scripts; see README.md, docs/ or `freecell --help`.
package main

import (
	"fmt"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/freecell/freecell/state"
)

func main() { os.Exit(runProcess()) }

// runProcess is the program in this process: its set-up, then run; it
// returns the exit code.
func runProcess() int {
	// A reader that stops early (| head) makes writes fail with EPIPE, which the
	// commands take as a quiet end, rather than killing the process (exit 141).
	signal.Ignore(syscall.SIGPIPE)
	if os.Getenv("GOMEMLIMIT") == "" {
		// The garbage collector works harder as the heap nears this, rather than
		// letting garbage double it: with the searches' own bound
		// (solver.MaxSearchBytes) the process stays under 256 MB.
		debug.SetMemoryLimit(memoryLimit)
	}
	return run(os.Args[1:], processEnv())
}

// memoryLimit is the Go runtime's soft memory limit for the process.
const memoryLimit = 160 << 20

// run is the whole program minus the process: it returns the exit code.
func run(args []string, e env) int {
	opts, err := parseArgs(args)
	if err == nil {
		err = opts.dailyAsGame(e.today(), e.stdoutIsTerminal)
	}
	var cmd command
	if err == nil {
		cmd, err = opts.command(e.stdoutIsTerminal)
	}
	if cmd == viewGame && e.getenv("ACCESSIBLE") != "" { // the player's choice for every program that has the mode, as huh's
		opts.accessible = true
	}
	if cmd == viewGame && e.getenv("TERM") == "dumb" { // a terminal that moves no cursor (Emacs's shell): the viewer's screen came out as escape codes
		opts.accessible = true
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		return exitUsage
	}
	switch cmd {
	case showHelp:
		return writeOrFail(e, usage)
	case showVersion:
		return writeOrFail(e, "freecell "+version()+"\n")
	case showCompletion:
		return writeOrFail(e, completionScript(opts.completion))
	case showKeys:
		return runKeys(opts, e, settingsStore())
	case serveSSH:
		return runServer(opts, e)
	case printGames:
		return runPrint(opts, e)
	case printPosition:
		return runPrintPosition(opts, e)
	case solveGames:
		return runSolve(e, opts)
	case checkMoves:
		return runCheck(opts, e)
	case surveyGames:
		return runSurvey(opts, e)
	case showStats:
		return runStats(opts, e)
	case viewGame:
	}
	return runViewer(opts, e, openStore())
}

// settingsStore opens the saved games to read the settings, writing
// nothing (freecell --keys made a database where there was none); where it
// cannot, the settings are the defaults.
func settingsStore() *state.Store {
	dir, err := state.DefaultDir()
	if err != nil {
		return state.Unsaved(err)
	}
	store, err := state.OpenReadOnly(dir)
	if err != nil {
		return state.Unsaved(err)
	}
	return store
}

// openStore opens the viewer's saved games; without a place to keep them, a
// store that saves nothing says why.
func openStore() *state.Store {
	dir, err := state.DefaultDir()
	if err != nil {
		return state.Unsaved(err)
	}
	return state.Open(dir)
}
