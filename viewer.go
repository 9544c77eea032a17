package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/charmbracelet/colorprofile"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/terminal"
	"github.com/freecell/freecell/view"
)

// runViewer runs the viewer on the game asked for, or the last one viewed, and
// remembers the game on screen when it ends, however it ends: a quit, or a
// signal (then it exits as the signal would have it, 128 + its number).
func runViewer(opts options, e env, store *state.Store) int {
	defer store.Close()
	switch warning := store.Warning(); {
	case warning != "" && !store.Saving():
		fmt.Fprintf(e.stderr, "freecell: not saving games: %s\n", warning)
	case warning != "":
		fmt.Fprintf(e.stderr, "freecell: %s\n", warning)
	}
	game := int64(1)
	if len(opts.spans) == 1 {
		game = opts.spans[0].First
	} else if last, ok := store.LastGame(); ok {
		game = last
	}
	auto := rules.AutoSafe
	if saved, ok := store.AutoPlay(); ok {
		if mode, err := rules.ParseAutoMode(saved); err == nil {
			auto = mode
		}
	}
	if opts.autoSet {
		auto = opts.autoplay
	}
	environ := os.Environ()
	profile := colorprofile.Detect(os.Stdout, environ)
	if opts.noColor || e.getenv("NO_COLOR") != "" {
		profile = colorprofile.Ascii
	}
	ascii := opts.ascii || !view.UnicodeFits()
	m := model.New(game, model.Options{ASCII: ascii, Auto: auto, Store: store})
	res, err := terminal.Run(m, terminal.Options{Profile: profile, Env: environ})
	signal.Ignore(terminal.StopSignals...) // the run is over: a second signal (a closing terminal sends more) must not cut the save short
	if m, ok := res.Model.(model.Model); ok {
		m.Close()
		if err := store.SaveLastGame(m.Game()); err != nil && store.Saving() && res.Signal != syscall.SIGHUP {
			fmt.Fprintf(e.stderr, "freecell: could not remember the last game: %v\n", err)
		}
	}
	switch {
	case err != nil && errors.Is(err, terminal.ErrNoTerminal):
		fmt.Fprintln(e.stderr, "freecell: the viewer needs a terminal: give a GAME to print it")
		return exitUsage
	case err != nil:
		fmt.Fprintf(e.stderr, "freecell: the terminal failed: %v\n", err)
		return exitFailed
	case res.Signal != nil:
		if n, ok := res.Signal.(syscall.Signal); ok {
			return 128 + int(n)
		}
		return exitInterrupted
	}
	return exitOK
}
