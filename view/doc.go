// Package view draws the viewer's screen as text with Lip Gloss: the board
// (card columns, free cells, foundations, and what is marked on them), the
// title with the atlas's facts under it, the status line, the help, the panels
// over the board (full help, statistics, settings, the picker, a win's
// banner) and the journey map, fitted to the terminal. Every word
// on screen is written here, from kinds the model passes (a status kind, a
// reason, a problem of the saved games), and the key names the keymaps give.
// It turns state into text and holds no state of its own.
package view
