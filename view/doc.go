// Package view draws the viewer's screen as text with Lip Gloss: the board
// (card columns, free cells, foundations, and what is marked on them), the
// title, the status line, the help, and the panels over the board (full help,
// statistics, settings, a win's banner), fitted to the terminal. Every word
// on screen is written here, from kinds the model passes (a status kind, a
// reason, a problem of the saved games), and the key names the keymaps give.
// It turns state into text and holds no state of its own.
package view
