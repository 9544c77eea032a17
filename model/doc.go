// Package model is the viewer's Bubble Tea model: the game on screen, the keys
// and the mouse that change it, and its modes: browsing deals, typing a game
// number, a solution played back, playing a deal (and the move line in it),
// reviewing a game played, and the journey map of the player's way through
// the deals. Over any of them it may show the full help, the statistics, the
// settings, the picker (what r draws), a win's banner, or a question put
// before a game is thrown away or a loss counted.
//
// The model is a value: Update returns a changed copy, and copies share
// nothing mutable. Update never waits: the solver, the coach, the review, the
// survey of a browsed deal's facts and the picker's searches work in the
// background (each a job), and the saved games are read and
// written through the store's Writer, their answers coming back as messages.
// Navigation itself is the pure function Navigate; every piece of text on
// screen belongs to package view.
package model
