// Package model is the viewer's Bubble Tea model: the game on screen, the keys
// and the mouse that change it, and its modes: browsing deals, typing a game
// number, a solution played back, playing a deal (and the move line in it),
// reviewing a game played, and the journey map of the player's way through
// the deals. The daily deal (daily.go) is a deal shown as a game of its own.
// Over any of them it may show the full help, the statistics, the settings,
// the picker (what r draws), a server's daily board, a win's banner, or a
// question put before a game is thrown away or a loss counted (or whether
// cards go to an empty column as a run): a stack of dialogs (overlay.go),
// each a value with its own keys and panel, the front one taking the keys.
//
// The model is a value: Update returns a changed copy, and copies share
// nothing mutable but what belongs to the run, not to a copy: the store's
// Queue (one queue of reads and writes, in order), the cancel of the job
// running (a copy that starts or stops a job starts or stops the run's), and
// on a server the budget of searches (searches.Budget) and the daily board
// (Leaderboard) it shares with other players' viewers. Its maps and slices
// are replaced, never changed, once a copy may hold them. Update never waits: the solver, the coach, the review, the
// survey of a browsed deal's facts and the picker's searches work in the
// background (each a job), and the saved games are read and written through
// the Queue, their answers coming back as messages. Navigation itself is the
// pure function Navigate.
//
// Every piece of text on screen belongs to package view, but for the keys'
// names and help, which the keymaps hold (keys.go), as Bubbles' key.Binding
// does: the view lays them out. The model hands the view kinds (view.Status,
// view.Question), never sentences. The keys are the defaults, for an AZERTY
// keyboard if the player chose one (keyboard.go), with the player's keys
// file's bindings in place (keyfile.go).
//
// Two front ends run it: the board (View, drawn by package terminal) and
// the accessible mode's lines (package accessible), which presses the keys
// of Keymaps for its typed commands and says Screen's kinds in sentences.
package model
