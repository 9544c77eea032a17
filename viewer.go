package main

import (
	"fmt"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// runViewer runs the viewer on the game asked for, or the last one viewed, and
// remembers the game on screen when it ends.
func runViewer(opts options, e env, store state.Store) int {
	game := int64(1)
	if len(opts.spans) == 1 {
		game = opts.spans[0].First
	} else if last, ok, err := store.LastGame(); ok {
		game = last
	} else if err != nil {
		fmt.Fprintf(e.stderr, "freecell: the last game viewed is not readable (%v); starting at game 1\n", err)
	}
	noColor := opts.noColor || e.getenv("NO_COLOR") != ""
	ascii := opts.ascii || !view.UnicodeFits()
	var programOpts []tea.ProgramOption
	if noColor {
		programOpts = append(programOpts, tea.WithColorProfile(colorprofile.Ascii))
	}
	final, err := tea.NewProgram(model.New(game, model.Options{ASCII: ascii}), programOpts...).Run()
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: the terminal failed: %v\n", err)
		return exitFailed
	}
	if m, ok := final.(model.Model); ok {
		if err := store.SaveLastGame(m.Game()); err != nil {
			fmt.Fprintf(e.stderr, "freecell: could not remember the last game: %v\n", err)
		}
	}
	return exitOK
}
