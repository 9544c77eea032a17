// Package terminal runs a Bubble Tea model full-screen and draws its frames only
// when a message changes them. Bubble Tea's own renderer wakes 60 times a second
// to look for a changed frame, which keeps an idle viewer busy; here nothing runs
// between frames, so an idle viewer costs nothing. The package takes care of what
// that renderer did: raw mode, the alternate screen, the window title, mouse and focus reports, resizes,
// suspending with Ctrl+Z (where a shell would resume it: CanSuspend), and the
// terminal's state on the way out, whatever the way out (a quit, a signal or a
// panic). Serve runs a model the same way on a
// remote terminal (an SSH session): no process state of its own, frames no
// larger than a stated size and no more than 60 a second (12 once a flood of
// input has spent a second's worth, framebudget.go), keys read so that
// none is left waiting when the run ends (input.go), and a panic that ends
// that run alone.
package terminal
