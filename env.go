package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/view"
)

// env is what the program gets from its process, so that tests can supply it.
type env struct {
	stdin                              io.Reader
	stdout, stderr                     io.Writer
	getenv                             func(string) string
	environ                            []string // the whole environment, for the terminal's colours
	stdoutIsTerminal, stderrIsTerminal bool
	stdinIsTerminal                    bool             // what - reads is typed: say how to end it
	stderrWidth                        func() int       // the width of the terminal standard error writes to
	now                                func() time.Time // the clock (nil: time.Now): the daily is today's
}

// today is the UTC date, as a daily's is written.
func (e env) today() string {
	now := time.Now
	if e.now != nil {
		now = e.now
	}
	return now().UTC().Format(daily.Layout)
}

// plainCharacters reports whether what is drawn keeps to ASCII: --ascii; a
// locale that names another character set than UTF-8 (the first of LC_ALL,
// LC_CTYPE and LANG that is set, as tmux reads them: LANG=C had boxes and
// suits its terminal showed as garbage); or suit symbols that measure two
// columns; or the Linux console (TERM=linux), whose fonts have no ♠ ♣ ♥
// (Lat15 and Terminus, Debian's console-setup fonts, have ♦ alone). No
// locale set says nothing against UTF-8 (a container's bare environment),
// and keeps the symbols.
func plainCharacters(opts options, getenv func(string) string) bool {
	return opts.ascii || !view.UnicodeFits() || !utf8Locale(getenv) || getenv("TERM") == "linux"
}

// utf8Locale reports whether the locale in force, if any, is UTF-8.
func utf8Locale(getenv func(string) string) bool {
	for _, name := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v := strings.ToLower(getenv(name)); v != "" {
			return strings.Contains(v, "utf-8") || strings.Contains(v, "utf8")
		}
	}
	return true
}

// processEnv is this process's env.
func processEnv() env {
	return env{
		stdin:            os.Stdin,
		stdout:           os.Stdout,
		stderr:           os.Stderr,
		getenv:           os.Getenv,
		environ:          os.Environ(),
		stdoutIsTerminal: term.IsTerminal(os.Stdout.Fd()),
		stdinIsTerminal:  term.IsTerminal(os.Stdin.Fd()),
		stderrIsTerminal: term.IsTerminal(os.Stderr.Fd()),
		stderrWidth:      func() int { return terminalWidth(os.Stderr) },
	}
}

// terminalWidth is the width of the terminal f writes to (80 when it cannot
// be told).
func terminalWidth(f *os.File) int {
	width, _, err := term.GetSize(f.Fd())
	if err != nil || width <= 0 {
		return 80
	}
	return width
}

// width is the width of the terminal standard error writes to (80 when it
// cannot be told, or the env does not say).
// barsDrawn reports whether a progress bar is drawn on stderr: a terminal
// that moves the cursor (TERM=dumb, Emacs's shell, showed its codes as text).
func (e env) barsDrawn() bool {
	return e.stderrIsTerminal && e.getenv("TERM") != "dumb"
}

func (e env) width() int {
	if e.stderrWidth == nil {
		return 80
	}
	return e.stderrWidth()
}

func writeOrFail(e env, text string) int {
	if _, err := io.WriteString(e.stdout, text); err != nil {
		return outputFailed(e.stderr, err)
	}
	return exitOK
}

// outputFailed reports a failed write in one line and returns its exit code; a
// reader that stops early (| head) is not a failure.
func outputFailed(stderr io.Writer, err error) int {
	if readerGone(err) {
		return exitOK
	}
	fmt.Fprintf(stderr, "freecell: cannot write the output: %v\n", plainError(err))
	return exitFailed
}

// readerGone reports whether err is a write to a reader that stopped
// early (| head): a quiet end, not a failure, whose status is that of what
// was done.
func readerGone(err error) bool { return errors.Is(err, syscall.EPIPE) }

// plainError is what went wrong with a standard stream, without the inner name
// Go gives it: "no space left on device", not "write /dev/stdout: ...".
func plainError(err error) error {
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		return pathErr.Err
	}
	return err
}

// sayReading tells one who is to type at the terminal what - reads (what: the
// layout or the moves) and how to end it, on stderr: else the program seems
// to hang.
func (e env) sayReading(what string) {
	if !e.stdinIsTerminal {
		return
	}
	end := "Ctrl+D on a line of its own"
	if runtime.GOOS == "windows" {
		end = "Ctrl+Z, then Enter"
	}
	fmt.Fprintf(e.stderr, "freecell: type %s, then %s\n", what, end)
}
