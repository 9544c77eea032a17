package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/colorprofile"
	"github.com/freecell/freecell/accessible"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/terminal"
	"github.com/freecell/freecell/view"
	"github.com/freecell/freecell/words"
)

// startingGame is the game the viewer opens, and how: the one asked for, or
// the last one viewed (resumed if the last run ended in play), with the
// settings saved, and the flags and the environment given.
func startingGame(opts options, store *state.Store, today string, getenv func(string) string) (int64, model.Options) {
	last := store.LastView(today)
	game, resume, onDaily := last.Game, last.Resume, last.Daily || opts.daily
	switch {
	case len(opts.spans) == 1:
		game, resume, onDaily = opts.spans[0].First, false, false
	case opts.layout != "":
		onDaily = false
	case opts.daily && !last.Daily:
		resume = false // the last run's game is another: the daily's own in progress is Enter's to resume
	}
	settings := store.Settings()
	if opts.cellsSet && opts.layout == "" && opts.freeCells != settings.FreeCells { // chosen for deals: remembered, as the settings panel's choice is
		was := settings
		settings.FreeCells = opts.freeCells
		_ = store.SaveSettings(was, settings) // a failure is the store's to say, as the viewer starts
	}
	if opts.autoSet {
		settings.Auto = opts.autoplay // for this run only
	}
	if opts.noMotion || opts.accessible || getenv("FREECELL_NO_MOTION") != "" {
		settings.NoMotion = true // for this run only
	}
	ascii := plainCharacters(opts, getenv)
	return game, model.Options{ASCII: ascii, Spoken: opts.accessible, Store: store, Resume: resume, Settings: &settings, Daily: onDaily}
}

// withPlayerKeys gives the viewer the player's keys file, or tells it the
// file was refused (said on stderr as it starts).
func withPlayerKeys(mopts model.Options, e env) model.Options {
	mopts.Keys, mopts.KeysTrouble = playerKeys(e, mopts.Settings.AZERTY, mopts.ASCII)
	return mopts
}

// runViewer runs the viewer on the game asked for, or the last one viewed, and
// remembers the game on screen when it ends, however it ends: a quit, or a
// signal (then it exits as the signal would have it, 128 + its number).
func runViewer(opts options, e env, store *state.Store) int {
	defer store.Close()
	environ := e.environ
	profile := colorprofile.Detect(e.stdout, environ)
	if opts.noColor || e.getenv("NO_COLOR") != "" {
		profile = colorprofile.Ascii
	}
	game, mopts := startingGame(opts, store, e.today(), e.getenv)
	if !opts.accessible { // typed commands are no keys: a keys file, refused or not, is nothing to the accessible mode
		mopts = withPlayerKeys(mopts, e)
	}
	if opts.layout != "" {
		if !opts.cellsSet {
			opts.freeCells = mopts.Settings.FreeCells // the count remembered, unless the layout says its own
		}
		start, code := readLayout(opts, e)
		if code != exitOK {
			return code
		}
		mopts.Layout, mopts.Resume = &start, false
	}
	mopts.NoSuspend = !terminal.CanSuspend() // Ctrl+Z would hang where no shell resumes it
	m := model.New(game, mopts)
	res, err := runFrontEnd(m, opts, e, profile)
	signal.Ignore(terminal.StopSignals...) // the run is over: a second signal (a closing terminal sends more) must not cut the save short
	failed, said := false, false
	if m, ok := res.Model.(model.Model); ok {
		slow := time.AfterFunc(time.Second, func() { fmt.Fprint(e.stderr, savingNote(res.Signal)) })
		end := m.Close()
		slow.Stop()
		failed = reportEnding(e, end, res.Signal == syscall.SIGHUP)
		said = failed || end.Kept
		if end.Err == nil && store.Saving() && m.Game() != 0 { // (a store that failed just now would only fail again, slowly; a layout is opened by its file)
			if err := store.SaveLastView(m.Game(), m.DailyDate()); err != nil && res.Signal != syscall.SIGHUP {
				fmt.Fprintf(e.stderr, "freecell: could not remember the last game: %v\n", err)
				said = true
			}
		}
	}
	if warning := store.Warning(); warning != "" && !said && !opts.accessible && res.Signal != syscall.SIGHUP { // what the status line said as it started, kept past the screen (the accessible mode's lines stay)
		if !store.Saving() {
			warning = "not saving games: " + warning
		}
		fmt.Fprintf(e.stderr, "freecell: %s\n", warning)
	}
	outputErr, writeFailed := errors.AsType[*accessible.OutputError](err)
	switch {
	case writeFailed:
		return outputFailed(e.stderr, outputErr.Err)
	case err != nil && errors.Is(err, terminal.ErrNoTerminal):
		fmt.Fprintln(e.stderr, "freecell: the viewer needs a terminal: give a GAME to print it, or --accessible to play in plain lines")
		return exitUsage
	case err != nil && errors.Is(err, terminal.ErrNoKeys):
		fmt.Fprintln(e.stderr, "freecell: no terminal to read keys from: freecell --print GAME prints a deal")
		return exitUsage
	case err != nil:
		fmt.Fprintf(e.stderr, "freecell: the terminal failed: %v\n", err)
		return exitFailed
	case res.Signal != nil:
		if n, ok := res.Signal.(syscall.Signal); ok {
			return 128 + int(n)
		}
		return exitInterrupted
	case failed:
		return exitFailed
	}
	return exitOK
}

// runFrontEnd runs the model on the terminal, full-screen, or in the
// accessible mode's plain lines on standard input and output.
func runFrontEnd(m model.Model, opts options, e env, profile colorprofile.Profile) (terminal.Result, error) {
	if !opts.accessible {
		return terminal.Run(m, terminal.Options{Profile: profile, Env: e.environ})
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, terminal.StopSignals...)
	defer signal.Stop(stop)
	return accessible.Run(m, accessible.Options{In: e.stdin, Out: e.stdout, Env: e.environ, Stop: stop})
}

// listWords lists words as a sentence does: "a, b and c".
func listWords(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// savingNote is what is said while the last save takes a while: nothing
// after the terminal hung up, as nothing else is said then.
func savingNote(sig os.Signal) string {
	if sig == syscall.SIGHUP {
		return ""
	}
	return "freecell: saving the game…\n"
}

// reportEnding says what the last save could not keep, in one line; it
// reports whether anything was lost: moves and results, or the time played
// but where another freecell changed the game (its game is the one kept, and
// this one's time belongs to no move of its). A terminal hung up has no one
// to tell.
func reportEnding(e env, end model.Ending, hungUp bool) bool {
	var lost []string
	if end.Lost > 0 {
		lost = append(lost, view.Moves(end.Lost))
	}
	if end.Wins > 0 {
		lost = append(lost, words.Plural(end.Wins, "win"))
	}
	switch {
	case end.Losses == 1:
		lost = append(lost, "1 loss")
	case end.Losses > 1:
		lost = append(lost, words.Number(int64(end.Losses))+" losses")
	}
	gone := "they are gone"
	if len(lost) == 1 && strings.HasPrefix(lost[0], "1 ") {
		gone = "it is gone"
	}
	switch {
	case len(lost) > 0 && !hungUp:
		fmt.Fprintf(e.stderr, "freecell: could not save %s (%s): %s (%s)\n",
			listWords(lost), view.SaveWords(state.ProblemOf(end.Err)), gone, gameList(end.Games))
	case end.Kept && !hungUp:
		fmt.Fprintf(e.stderr, "freecell: another freecell changed %s as this one ended: this one's is kept aside in the saved games\n", gameList(end.Games))
	case len(end.Clock) > 0 && !hungUp && state.IsConflict(end.Err):
		fmt.Fprintf(e.stderr, "freecell: another freecell changed %s meanwhile: its game is the one kept, without the time this one was open\n", gameList(end.Clock))
	case len(end.Clock) > 0 && !hungUp:
		fmt.Fprintf(e.stderr, "freecell: could not save the time played since the last save (%s): every move is saved (%s)\n",
			view.SaveWords(state.ProblemOf(end.Err)), gameList(end.Clock))
	}
	return len(lost) > 0 || len(end.Clock) > 0 && !state.IsConflict(end.Err)
}

// gameList names games: "FreeCell #3, FreeCell #617".
func gameList(games []int64) string {
	names := make([]string, len(games))
	for i, g := range games {
		names[i] = words.GameName(g)
	}
	return strings.Join(names, ", ")
}
