// Package view draws a FreeCell board as text with Lip Gloss: coloured card
// columns, free cells, foundations, a title and a footer, fitted to the terminal.
// It turns state into text and holds no state of its own.
package view
