package main

import (
	"io"
	"time"

	"github.com/schollz/progressbar/v3"
)

// progressBar shows a batch solve's progress on a terminal: games done, the
// rate and the time left.
type progressBar struct{ bar *progressbar.ProgressBar }

func newProgressBar(w io.Writer, total int64, ascii bool) *progressBar {
	theme := progressbar.ThemeDefault
	if ascii {
		theme = progressbar.ThemeASCII
	}
	return &progressBar{progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("solving"),
		progressbar.OptionSetTheme(theme),
		progressbar.OptionSetWidth(20),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("games"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionUseANSICodes(true), // clears the whole line, a ^C echoed after the bar too
	)}
}

func (p *progressBar) set(done, _ int64) { _ = p.bar.Set64(done) }

// close takes the bar off the screen; a nil bar has nothing to take off.
func (p *progressBar) close() {
	if p != nil {
		_ = p.bar.Clear()
	}
}
