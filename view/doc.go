// Package view draws the viewer's screen as text with Lip Gloss: the board
// (card columns, free cells, foundations, and what is marked on them), the
// title with the atlas's facts under it, the status line, the help, the panels
// over the board (full help, statistics, settings, the picker, a server's
// daily board, a win's banner) and the journey map, fitted to the terminal;
// and the same screen said in sentences for the accessible mode (spoken.go),
// and the statistics and share lines the command line prints. Every word
// on screen is written here, from kinds the model passes (a status kind, a
// reason, a problem of the saved games), and the key names the keymaps give.
// It turns state into text and holds no state of its own.
package view
