// Package terminal runs a Bubble Tea model full-screen and draws its frames only
// when a message changes them. Bubble Tea's own renderer wakes 60 times a second
// to look for a changed frame, which keeps an idle viewer busy; here nothing runs
// between frames, so an idle viewer costs nothing. The package takes care of what
// that renderer did: raw mode, the alternate screen, the window title, mouse and focus reports, resizes,
// suspending with Ctrl+Z, and the terminal's state on the way out, whatever the
// way out (a quit, a signal or a panic).
package terminal
