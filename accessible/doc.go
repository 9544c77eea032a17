// Package accessible is freecell's accessible mode: the same game as the
// board's viewer, in plain lines a screen reader reads once, and commands
// typed and entered. It is a second front end on the model: it presses the
// model's own keys for each command and says what the model's screen holds,
// in sentences view makes, as it changes. Nothing is redrawn, nothing moves.
package accessible
