package main

import (
	"io"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/freecell/freecell/words"
	"github.com/schollz/progressbar/v3"
)

// progressBar shows a batch solve's (or survey's) progress on a terminal:
// games done, the rate and the time left. It ticks every second on its own,
// so that while one slow game runs the time goes on and the rate falls,
// rather than the bar standing still at the rate of the last burst.
type progressBar struct {
	mu      sync.Mutex // a draw, or a record written under the bar (see writing)
	bar     *progressbar.ProgressBar
	doing   string
	ascii   bool
	widthOf func() int // the terminal's width now
	width   int        // the width the bar was made for
	fitAt   time.Time  // when fitted last looked at the width
	total   int64
	done    int64         // games done, kept until the bar is first drawn
	shown   bool          // drawn: a second has passed since the bar was made
	gate    *gate         // the bar's writer: shut until it is shown
	stop    chan struct{} // closed by close: the ticks end
	ended   chan struct{} // closed as they have
}

// newProgressBar makes a bar for a terminal widthOf says is so many columns
// wide: it says less where there is less room, so that it always stays on
// one line (a line wider than the terminal wraps, and every redraw adds
// one), and is made again as the terminal is resized; below 12 columns there
// is no bar: nil, which takes progress and draws nothing.
func newProgressBar(w io.Writer, doing string, total int64, ascii bool, widthOf func() int) *progressBar {
	width := widthOf()
	if width < narrowestBar {
		return nil
	}
	p := &progressBar{doing: doing, ascii: ascii, widthOf: widthOf, width: width, total: total, gate: &gate{w: w}, stop: make(chan struct{}), ended: make(chan struct{})}
	p.bar = p.made(width)
	_ = p.bar.Add64(0) // drawn behind the gate: the bar's clocks start now
	go p.tick(barTick)
	return p
}

// made is the library's bar for a terminal width columns wide (at least
// narrowestBar).
func (p *progressBar) made(width int) *progressbar.ProgressBar {
	theme := progressbar.ThemeDefault
	if p.ascii {
		theme = progressbar.ThemeASCII
	}
	opts := []progressbar.Option{
		progressbar.OptionSetWriter(p.gate),
		progressbar.OptionSetDescription(p.doing),
		progressbar.OptionSetTheme(theme),
		progressbar.OptionSetWidth(20),
		progressbar.OptionThrottle(barThrottle),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionUseANSICodes(true), // clears the whole line, a ^C echoed after the bar too
	}
	// "solving  12% |████████████████████| (11,900/100,000, 70 games/s) [1s:23m54s]"
	// needs about 80 columns with all it says, more with more games; each part
	// goes as room runs short.
	switch {
	case width >= 56: // a time left of hours takes 13 columns, "[1m2s:1h50m57s]"
		opts = append(opts, progressbar.OptionSetPredictTime(true))
	case width >= 28: // "solving  12% |█████|"
		opts = append(opts, progressbar.OptionSetPredictTime(false), progressbar.OptionSetWidth(width-20))
	default: // " 12% |█████|"
		opts = append(opts, progressbar.OptionSetPredictTime(false), progressbar.OptionSetDescription(""),
			progressbar.OptionSetWidth(max(width-10, 1)))
	}
	wider := 2 * (len(words.Number(p.total)) - len("100,000")) // the counts' room beyond that of 100,000's
	if width >= 64+wider {
		opts = append(opts, progressbar.OptionShowCount())
	}
	if width >= 82+wider {
		opts = append(opts, progressbar.OptionShowIts(), progressbar.OptionSetItsString("games"))
	}
	return progressbar.NewOptions64(p.total, opts...)
}

// fitted makes the bar again where the terminal's width changed since it
// was made (a bar made for 80 columns, on 50, wrapped and added a line at
// each redraw); the caller holds p.mu. Its rate and time left start again.
func (p *progressBar) fitted() {
	p.fitAt = time.Now()
	width := p.widthOf()
	if width == p.width || width < narrowestBar {
		return
	}
	_ = p.bar.Clear()
	p.width, p.bar = width, p.made(width)
	_ = p.bar.Set64(p.done)
}

// barTick is how often a bar draws itself with no game ended.
var barTick = time.Second

// barThrottle is how often at most a bar is drawn as games end.
var barThrottle = 100 * time.Millisecond

// tick adds nothing to the bar every interval: the bar takes the time
// (a rate of 0 for the interval) and draws itself again. The first tick
// draws it first: drawn as the first game ends, a millisecond in, its rate
// said hundreds of thousands of games a second.
func (p *progressBar) tick(interval time.Duration) {
	defer close(p.ended)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			p.mu.Lock()
			p.fitted()
			if !p.shown {
				p.show()
			}
			_ = p.bar.Add64(0)
			_ = p.bar.RenderBlank()
			p.mu.Unlock()
		case <-p.stop:
			return
		}
	}
}

// show opens the bar's gate and draws it with the games done so far; the
// caller holds p.mu.
func (p *progressBar) show() {
	p.shown, p.gate.open = true, true
	_ = p.bar.Set64(p.done)
}

// narrowestBar is the narrowest terminal a bar is drawn on.
const narrowestBar = 12

// set shows done games of total (which may have been less than first thought:
// a survey resumed skips the games done before).
func (p *progressBar) set(done, total int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if total != p.total {
		p.bar.ChangeMax64(total)
		p.total = total
	}
	p.done = done
	if p.shown && time.Since(p.fitAt) >= barThrottle { // as often as the bar may be drawn: a tick alone drew four lines too wide first
		p.fitted()
	}
	if p.shown {
		_ = p.bar.Set64(done)
	}
}

// writing runs write, which writes a record to a terminal the bar is drawn
// on too, with the bar taken off its line first: else the record starts where
// the bar's text ends. The bar comes back, below the record, as it is next
// drawn. A nil bar just writes.
func (p *progressBar) writing(write func() error) error {
	if p == nil {
		return write()
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	_ = p.bar.Clear()
	return write()
}

// close stops the ticks and takes the bar off the screen; a nil bar has
// nothing to take off.
func (p *progressBar) close() {
	if p != nil {
		close(p.stop)
		<-p.ended
		p.mu.Lock()
		defer p.mu.Unlock()
		_ = p.bar.Clear()
	}
}

// gate is a writer that drops what it is given until it is open.
type gate struct {
	w    io.Writer
	open bool
}

func (g *gate) Write(b []byte) (int, error) {
	if !g.open {
		return len(b), nil
	}
	if _, err := g.w.Write(groupCounts(b)); err != nil {
		return 0, err
	}
	return len(b), nil
}

// barCounts are the bar's counts, "(11900/100000": the library writes them
// without separators.
var barCounts = regexp.MustCompile(`\((\d+)/(\d+)`)

// groupCounts writes the bar's counts as every other count is written,
// "(11,900/100,000".
func groupCounts(b []byte) []byte {
	return barCounts.ReplaceAllFunc(b, func(m []byte) []byte {
		done, total, _ := strings.Cut(string(m[1:]), "/")
		return []byte("(" + words.GroupDigits(done) + "/" + words.GroupDigits(total))
	})
}
