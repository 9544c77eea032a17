package main

import (
	"errors"
	"fmt"
	"net"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/agnivade/levenshtein"
	"github.com/dustin/go-humanize"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/serve"
	"github.com/freecell/freecell/words"
)

// options is what the command line asks for.
type options struct {
	spans          []batch.Span
	print          bool
	solve          bool
	check          bool     // --check: spans holds the game, moves the words after it
	from           bool     // --solve --from: likewise
	moves          []string // --check's moves, or "-" for standard input
	stats          bool
	daily          bool        // --daily: today's daily deal in the viewer; with --stats, the dailies
	dailyGame      bool        // --daily, made the game to print or solve (see dailyAsGame)
	survey         bool        // --survey: the atlas's facts of the games
	shard          batch.Shard // --shard K/N
	shardSet       bool
	resume         string // --resume FILE: the survey's records so far, appended to
	downTo         int    // --down-to K: a cheap survey, of counts down to K only
	downToSet      bool
	autoplay       rules.AutoMode
	autoSet        bool // --autoplay was given
	freeCells      int  // --freecells: the games' free cells (rules.DefaultFreeCells unless given)
	cellsSet       bool
	layout         string // --layout: a file holding a position (fc-solve's board format), or - for stdin
	fast           bool
	best           bool
	optimal        bool
	timeout        time.Duration // --timeout: the most a game may take (0: no bound)
	maxBytes       int           // --memory: the most a game's complete searches may keep (0: the default for the count)
	diskBytes      int64         // --disk: the most the disk tier's files may take (0: no disk tier)
	diskDir        string        // --disk-dir: where they go ("": the system's folder for temporary files)
	format         batch.Format
	formatSet      bool // --format was given
	ascii          bool
	noColor        bool
	noMotion       bool // --no-motion: for this run
	accessible     bool // --accessible: the viewer in plain lines, with typed commands
	keys           bool // --keys: print the keys in force
	help           bool
	version        bool
	completion     string // --completion SHELL: that shell's completion script
	serve          string // --serve [ADDR]: the address to serve SSH on ("": no server)
	serveByDefault bool   // --serve's address is the default: a word with a colon among the games may still name it
	allow          string // --allow FILE: an authorized_keys file of the keys that may log in
	limits         serveLimits
}

// serveLimits are --serve's limits, as given (0: the default).
type serveLimits struct {
	sessions, perAddress, attempts, searches int
	idle                                     time.Duration
	given                                    bool // any was given
}

// parseArgs reads the command line. It is hand-written rather than built on the flag
// package because negative game numbers ("-1", "--print -2") must be arguments, not
// flags.
func parseArgs(args []string) (options, error) {
	opts := options{freeCells: rules.DefaultFreeCells}
	var positional []string
	onlyGames, fromAt := false, -1 // fromAt: the arguments before --from are the games
	given := map[string]bool{}     // the options with a value given: a second would silently win
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if onlyGames || !isFlag(arg) {
			positional = append(positional, arg)
			continue
		}
		name, value, hasValue := strings.Cut(arg, "=")
		f, ok := flagNamed(name)
		switch {
		case !ok:
			if near := nearestFlag(name); near != "" {
				return opts, fmt.Errorf("unknown option %s: did you mean %s? (see freecell --help)", words.Quote(name), near)
			}
			return opts, fmt.Errorf("unknown option %s (see freecell --help)", words.Quote(name))
		case f.value == nil && hasValue:
			return opts, fmt.Errorf("option %s takes no value", words.Quote(name))
		case f.value == nil:
			f.set(&opts)
			onlyGames = name == "--"
			if name == "--from" && fromAt < 0 {
				fromAt = len(positional)
			}
			continue
		case given[f.names[0]]:
			return opts, fmt.Errorf("%s is given twice: give it once", f.names[0])
		case !hasValue && f.optional != "":
			value, opts.serveByDefault = f.optional, true // (--serve's is the one optional value)
			if i+1 < len(args) && !isFlag(args[i+1]) && strings.Contains(args[i+1], ":") {
				i++
				value, opts.serveByDefault = args[i], false
			}
		case !hasValue && i+1 >= len(args):
			return opts, fmt.Errorf("%s needs a value", name)
		case !hasValue && isOption(args[i+1]): // --resume --down-to 3 would append to a file named --down-to
			return opts, fmt.Errorf("%s needs a value: %s is an option", name, args[i+1])
		case !hasValue:
			i++
			value = args[i]
		}
		if err := f.apply(&opts, value); err != nil {
			return opts, err
		}
		given[f.names[0]] = true
	}
	if opts.version && !opts.help && slices.ContainsFunc(args, func(a string) bool { return a != "--version" }) {
		return opts, errors.New("--version prints the version and takes nothing else")
	}
	if opts.help || opts.version { // what else is given is the help's to explain: "freecell --help solve" asks for it
		return opts, nil
	}
	positional, err := opts.splitMoves(positional, fromAt)
	if err != nil {
		return opts, err
	}
	err = opts.addGames(positional)
	return opts, err
}

// splitMoves takes the moves of --check GAME MOVES... and --solve GAME
// --from MOVES... out of the words that are not options, leaving those that
// name games; fromAt is the place of --from among those words.
func (opts *options) splitMoves(positional []string, fromAt int) ([]string, error) {
	games := 1 // the arguments before the moves that name the game
	if opts.layout != "" {
		games = 0
	}
	switch {
	case opts.completion != "" && len(positional) > 0: // "--completion bash zsh": not a game, zsh
		return nil, errors.New("--completion prints a shell's completion script and takes nothing else")
	case opts.daily && (opts.check || opts.survey): // said before its arguments are read as games ("4a" is no game number)
		return nil, opts.dailyMisplaced()
	case opts.from && !opts.solve && !opts.print:
		return nil, errors.New("--from applies to --solve and --print only")
	case opts.from && opts.layout != "" && fromAt != 0:
		return nil, errors.New("--layout names the position: --from comes before any moves, with no GAME")
	case opts.from && opts.layout == "" && fromAt != 1: // --solve GAME --from MOVES...: one game, then --from
		return nil, errors.New("--from takes one GAME before it, then its moves (or -)")
	case opts.check && len(positional) > 0, opts.from && len(positional) > 0: // --check GAME MOVES..., --solve GAME --from MOVES...
		opts.moves, positional = positional[min(games, len(positional)):], positional[:min(games, len(positional))]
	}
	return positional, nil
}

// addGames reads the games named on the command line into opts.spans.
func (opts *options) addGames(args []string) error {
	for _, arg := range args {
		if opts.serve != "" {
			if taken, err := opts.serveAddressLater(arg); err != nil {
				return err
			} else if taken {
				continue
			}
			gameCommand := opts.print || opts.solve || opts.check || opts.survey
			if _, _, err := dealer.ParseGames(arg); err == nil && !opts.serveByDefault && !gameCommand { // an address given: a number is a game, not its port
				return fmt.Errorf("--serve takes no game: each player chooses one (it listens on %s)", strconv.Quote(opts.serve))
			}
			if err := serveAddressApart(arg, gameCommand); err != nil {
				return err
			}
		}
		first, last, err := dealer.ParseGames(arg)
		if err != nil {
			return commandHint(err, arg)
		}
		opts.spans = append(opts.spans, batch.Span{First: first, Last: last})
	}
	return nil
}

// serveAddressLater takes arg, a word among the games that holds a colon, as
// --serve's address where --serve was given none next to it ("--serve
// --allow FILE 127.0.0.1:2222", or the address first): a colon is in no
// game number, and it was said not to be one. A word that is no game beside
// an address given is refused as a second address (it was taken as a host
// with no port, the address given not said).
func (opts *options) serveAddressLater(arg string) (taken bool, err error) {
	_, _, notGame := dealer.ParseGames(arg)
	if !opts.serveByDefault && notGame != nil {
		return true, fmt.Errorf("--serve takes one address, not %s and %s", strconv.Quote(opts.serve), strconv.Quote(arg))
	}
	if !strings.Contains(arg, ":") {
		return false, nil
	}
	serveFlag, _ := flagNamed("--serve")
	opts.serveByDefault = false
	return true, serveFlag.apply(opts, arg)
}

// serverCommands are the words a user may type after --serve for what a
// service manager does: a running server is told by signals instead.
var serverCommands = map[string]bool{"status": true, "stop": true, "start": true, "restart": true, "reload": true}

// serveAddressApart is the error for a word beside --serve that is most
// likely its address written apart from it, a port or a host with no port
// (--serve's value is taken only when it holds a colon); nil for any other.
// Beside a command that takes games (gameCommand), a number is its game: the
// command is what does not go with --serve. The suggestion is quoted whole:
// it is the line to type.
func serveAddressApart(arg string, gameCommand bool) error {
	if port, err := strconv.ParseUint(arg, 10, 16); err == nil && port > 0 && !gameCommand {
		return fmt.Errorf("--serve takes no game (each player chooses one); a port goes after a colon: --serve %s for every address, or --serve %s",
			strconv.Quote(":"+arg), strconv.Quote(net.JoinHostPort("127.0.0.1", arg)))
	}
	if serverCommands[strings.ToLower(arg)] {
		return fmt.Errorf("--serve takes no command: it starts a server (SIGTERM stops it, SIGUSR1 has it log its status); an address goes after it with a port, as %s",
			strconv.Quote(net.JoinHostPort("127.0.0.1", "23234")))
	}
	if _, _, err := dealer.ParseGames(arg); err != nil && !strings.ContainsAny(arg, ": ") && len(arg) <= 253 {
		return fmt.Errorf("--serve's address needs a port: %s, or :2222 for every address", strconv.Quote(net.JoinHostPort(arg, "23234")))
	} else if err != nil && !gameCommand { // "a b": said to be no game number, as if --serve were not there
		return fmt.Errorf("--serve takes an address, a host and a port, as %s: %s is not one", strconv.Quote(net.JoinHostPort("127.0.0.1", "23234")), strconv.Quote(arg))
	}
	return nil
}

// flag is one of the command line's options: its names, and what it sets,
// without a value (set) or with one (value), and what a shell completes its
// value with (completion.go).
type flag struct {
	names    []string
	set      func(*options)
	value    func(*options, string) error
	takes    valueKind
	optional string // a value that may be left out: this is it then (the next argument is the value only when it holds a colon)
}

// valueKind is what an option's value may be, for shell completion.
type valueKind struct {
	choices []string          // one of these words
	about   map[string]string // what each choice means, for a shell that shows it (fish)
	files   bool              // a file's name
	dirs    bool              // a folder's name
}

// flags are every option the command line takes: the one table of them.
var flags = []flag{
	{names: []string{"--"}, set: func(*options) {}},
	{names: []string{"--print", "-p"}, set: func(o *options) { o.print = true }},
	{names: []string{"--solve", "-s"}, set: func(o *options) { o.solve = true }},
	{names: []string{"--fast"}, set: func(o *options) { o.fast = true }},
	{names: []string{"--best"}, set: func(o *options) { o.best = true }},
	{names: []string{"--optimal"}, set: func(o *options) { o.optimal = true }},
	{names: []string{"--check", "-c"}, set: func(o *options) { o.check = true }},
	{names: []string{"--stats"}, set: func(o *options) { o.stats = true }},
	{names: []string{"--daily"}, set: func(o *options) { o.daily = true }},
	{names: []string{"--serve"}, optional: serve.DefaultAddr, value: func(o *options, v string) error {
		if _, port, err := net.SplitHostPort(v); err != nil || port == "" {
			return fmt.Errorf("--serve needs an address like 127.0.0.1:23234 or :2222, not %s", words.Quote(v))
		} else if _, err := net.LookupPort("tcp", port); err != nil {
			return fmt.Errorf("--serve's port is a number from 1 to 65535, not %s", words.Quote(port))
		}
		o.serve = v
		return nil
	}},
	{names: []string{"--allow"}, takes: valueKind{files: true}, value: func(o *options, v string) error {
		if v == "" {
			return errors.New("--allow needs an authorized_keys file")
		}
		o.allow, o.limits.given = v, true
		return nil
	}},
	{names: []string{"--max-sessions"}, value: limit("--max-sessions", func(o *options, n int) { o.limits.sessions = n })},
	{names: []string{"--per-address"}, value: limit("--per-address", func(o *options, n int) { o.limits.perAddress = n })},
	{names: []string{"--attempts"}, value: limit("--attempts", func(o *options, n int) { o.limits.attempts = n })},
	{names: []string{"--searches"}, value: limit("--searches", func(o *options, n int) { o.limits.searches = n })},
	{names: []string{"--idle"}, value: func(o *options, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil || d < time.Second {
			return fmt.Errorf("--idle needs a duration of a second or more, like 30m, not %s", words.Quote(v))
		}
		o.limits.idle, o.limits.given = d, true
		return nil
	}},
	{names: []string{"--survey"}, set: func(o *options) { o.survey = true }},
	{names: []string{"--shard"}, value: func(o *options, v string) error {
		shard, err := parseShard(v)
		o.shard, o.shardSet = shard, true
		return err
	}},
	{names: []string{"--down-to"}, takes: valueKind{choices: counts(rules.DefaultFreeCells), about: countsAbout(rules.DefaultFreeCells, "down to %s")}, value: func(o *options, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > rules.DefaultFreeCells {
			return fmt.Errorf("--down-to needs a count of free cells from 0 to %d, not %s", rules.DefaultFreeCells, words.Quote(v))
		}
		o.downTo, o.downToSet = n, true
		return nil
	}},
	{names: []string{"--resume"}, takes: valueKind{files: true}, value: func(o *options, v string) error {
		if v == "" || v == "-" {
			return errors.New("--resume needs a file to append the survey's records to")
		}
		o.resume = v
		return nil
	}},
	{names: []string{"--from"}, set: func(o *options) { o.from = true }},
	{names: []string{"--ascii"}, set: func(o *options) { o.ascii = true }},
	{names: []string{"--no-color", "--no-colour"}, set: func(o *options) { o.noColor = true }},
	{names: []string{"--no-motion"}, set: func(o *options) { o.noMotion = true }},
	{names: []string{"--accessible"}, set: func(o *options) { o.accessible = true }},
	{names: []string{"--keys"}, set: func(o *options) { o.keys = true }},
	{names: []string{"--help", "-h"}, set: func(o *options) { o.help = true }},
	{names: []string{"--version"}, set: func(o *options) { o.version = true }},
	{names: []string{"--completion"}, takes: valueKind{choices: shells, about: map[string]string{"bash": "the script for bash", "zsh": "the script for zsh", "fish": "the script for fish"}}, value: func(o *options, v string) error {
		if !slices.Contains(shells, v) {
			return fmt.Errorf("--completion needs a shell: bash, zsh or fish, not %s", words.Quote(v))
		}
		o.completion = v
		return nil
	}},
	{names: []string{"--format", "-f"}, takes: valueKind{choices: batch.Formats(), about: map[string]string{
		"text": "the deal as dealt, or a solution's moves (the default)", "fcs": "Freecell Solver's input (--print only)", "json": "one object per line"}}, value: func(o *options, v string) error {
		format, err := batch.ParseFormat(v)
		if err != nil {
			return fmt.Errorf("--format needs one of %s, not %s", batch.FormatNames(), words.Quote(v))
		}
		o.format, o.formatSet = format, true
		return nil
	}},
	{names: []string{"--autoplay"}, takes: valueKind{choices: autoModeNames(), about: map[string]string{
		"off": "no card goes home by itself", "safe": "cards no other card needs go home (as Windows)", "all": "every card that can goes home"}}, value: func(o *options, v string) error {
		mode, err := rules.ParseAutoMode(v)
		if err != nil {
			return fmt.Errorf("--autoplay needs off, safe or all, not %s", words.Quote(v))
		}
		o.autoplay, o.autoSet = mode, true
		return nil
	}},
	{names: []string{"--freecells"}, takes: valueKind{choices: counts(rules.MaxFreeCells), about: countsAbout(rules.MaxFreeCells, "%s")}, value: func(o *options, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > rules.MaxFreeCells {
			return fmt.Errorf("--freecells needs a count of free cells from 0 to %d, not %s", rules.MaxFreeCells, words.Quote(v))
		}
		o.freeCells, o.cellsSet = n, true
		return nil
	}},
	{names: []string{"--layout"}, takes: valueKind{files: true}, value: func(o *options, v string) error {
		if v == "" {
			return errors.New("--layout needs a file (or - for standard input)")
		}
		o.layout = v
		return nil
	}},
	{names: []string{"--memory"}, value: func(o *options, v string) error {
		n, err := sizeFlag("--memory", v, "2GB, 500MB or 4GiB", "a search", "use", minSearchMemory)
		o.maxBytes = int(n)
		return err
	}},
	{names: []string{"--disk"}, value: func(o *options, v string) error {
		n, err := sizeFlag("--disk", v, "20GB or 500MB", "the disk tier", "count", minDisk)
		o.diskBytes = int64(n)
		return err
	}},
	{names: []string{"--disk-dir"}, takes: valueKind{dirs: true}, value: func(o *options, v string) error {
		if st, err := os.Stat(v); err != nil || !st.IsDir() {
			return fmt.Errorf("--disk-dir needs a folder that exists, not %s", strconv.Quote(v)) // whole, as other paths are said
		}
		probe, err := os.CreateTemp(v, "freecell-probe-*") // told now, not when the tier first writes, minutes in
		if err != nil {
			return fmt.Errorf("--disk-dir needs a folder freecell can write in, not %s", strconv.Quote(v))
		}
		_ = probe.Close()
		_ = os.Remove(probe.Name())
		o.diskDir = v
		return nil
	}},
	{names: []string{"--timeout"}, value: func(o *options, v string) error {
		d, err := time.ParseDuration(v)
		switch {
		case err != nil && durationWritten.MatchString(v): // past 292 years, a time.Duration's end
			return fmt.Errorf("--timeout %s is longer than freecell can count (some 292 years)", words.Quote(v))
		case err != nil:
			return fmt.Errorf("--timeout needs a time such as 30s, 1m or 500ms, not %s", words.Quote(v))
		case d <= 0:
			return fmt.Errorf("--timeout needs a time above zero, such as 30s, 1m or 500ms, not %s", words.Quote(v))
		}
		o.timeout = d
		return nil
	}},
}

// durationWritten is a duration as time.ParseDuration reads it: one that
// matches and is not read is too long.
var durationWritten = regexp.MustCompile(`^\+?([0-9]*(\.[0-9]*)?(ns|us|µs|μs|ms|s|m|h))+$`)

// sizeFlag reads the size v given to flag name: examples are shown when v
// is not a size, least is the smallest that needs (a search, the disk tier)
// can work with, and canDo names what this build cannot do past its integers.
func sizeFlag(name, v, examples, needs, canDo string, least uint64) (uint64, error) {
	n, err := humanize.ParseBytes(v)
	switch {
	case err == nil && n > 0 && strings.TrimRight(v, " 0123456789.") != strings.TrimRight(v, " "): // "5": bytes? megabytes?
		return 0, fmt.Errorf("%s needs a size with its unit, such as %s, not %s", name, examples, words.Quote(v))
	case err != nil && sizeWritten.MatchString(v), n > maxSearchMemory: // past a uint64's end, or the build's
		return 0, fmt.Errorf("%s %s is more than this build of freecell can %s: give %s or less", name, v, canDo, humanize.IBytes(maxSearchMemory))
	case err != nil || n == 0:
		return 0, fmt.Errorf("%s needs a size such as %s, not %s", name, examples, words.Quote(v))
	case n < least:
		return 0, fmt.Errorf("%s %s is less than %s needs: give %s or more", name, v, needs, humanize.IBytes(least))
	}
	return n, nil
}

// sizeWritten is a size as humanize.ParseBytes reads it: one that matches
// and is not read is too big for a uint64 ("100000000TB" was said to be no
// size at all).
var sizeWritten = regexp.MustCompile(`^\s*[0-9][0-9,]*(\.[0-9]*)?\s*([kKmMgGtTpPeEzZyY][iI]?)?[bB]?\s*$`)

// The sizes --memory takes: enough for a search to start, and what the
// build's integers and address space hold (a 32-bit build: 1 GiB).
const (
	minSearchMemory = 16 << 20
	minDisk         = 16 << 20
	maxSearchMemory = uint64(1) << (strconv.IntSize - 2)
)

// flagNamed is the option name names.
// apply gives the flag its value, the spaces around it trimmed (" 3" is 3,
// as a game number " 617" is 617), but for a file's or folder's name.
func (f flag) apply(o *options, value string) error {
	if !f.takes.files && !f.takes.dirs {
		value = strings.TrimSpace(value)
	}
	return f.value(o, value)
}

func flagNamed(name string) (flag, bool) {
	for _, f := range flags {
		if slices.Contains(f.names, name) {
			return f, true
		}
	}
	return flag{}, false
}

// nearestFlag is the option a mistyped name most likely meant: one within
// two letters left out, added or changed (-solve for --solve, --sovle), if
// only one is that near; else "".
func nearestFlag(name string) string {
	best, bestDistance, ties := "", 3, 0
	for _, f := range flags {
		for _, n := range f.names {
			if n == "--" {
				continue
			}
			switch d := levenshtein.ComputeDistance(name, n); {
			case d < bestDistance:
				best, bestDistance, ties = n, d, 0
			case d == bestDistance && n != best:
				ties++
			}
		}
	}
	if ties > 0 {
		return ""
	}
	return best
}

// isFlag tells options from game numbers: "-1" and "-2-5" are games.
func isFlag(arg string) bool {
	return len(arg) >= 2 && arg[0] == '-' && (arg[1] < '0' || arg[1] > '9')
}

// isOption reports whether arg is one of the options, as written with or
// without its value: not a value for the option before it.
func isOption(arg string) bool {
	name, _, _ := strings.Cut(arg, "=")
	_, ok := flagNamed(name)
	return isFlag(arg) && ok
}

// command is what the program does with the options.
type command int

const (
	viewGame command = iota
	printGames
	printPosition
	solveGames
	checkMoves
	surveyGames
	showStats
	showHelp
	showVersion
	showCompletion
	showKeys
	serveSSH
)

// boundsMisplaced is the error of a search's bound (--timeout, --memory,
// --disk, --disk-dir) given where it would be ignored, or nil.
func (opts *options) boundsMisplaced() error {
	searches := opts.solve || opts.survey
	switch {
	case opts.timeout > 0 && !searches:
		return errors.New("--timeout applies to --solve and --survey only")
	case opts.maxBytes > 0 && !searches:
		return errors.New("--memory applies to --solve and --survey only")
	case opts.diskBytes > 0 && !searches:
		return errors.New("--disk applies to --solve and --survey only")
	case opts.diskDir != "" && opts.diskBytes == 0:
		return errors.New("--disk-dir applies with --disk only: give --disk SIZE too")
	case opts.diskBytes > 0 && opts.solve && opts.layout == "" && opts.freeCells >= rules.DefaultFreeCells:
		return errors.New("--disk applies with fewer than four free cells (--freecells 0 to 3): with four or more no search needs it")
	}
	return nil
}

// serveCommand is --serve, checked: it takes its limits and nothing else.
func (opts *options) serveCommand() (command, error) {
	if other := opts.notForServe(); other != "" {
		return 0, fmt.Errorf("--serve takes its limits alone, not %s (see freecell --help): each player chooses the rest", other)
	}
	if sessions := pick(opts.limits.sessions, serve.Defaults().MaxSessions); opts.limits.perAddress > sessions { // it would bound nothing: more sessions in all were meant
		return 0, fmt.Errorf("--per-address %d is more than the %d sessions at once in all: give --max-sessions %d too, or fewer per address",
			opts.limits.perAddress, sessions, opts.limits.perAddress)
	}
	return serveSSH, nil
}

// notForServe is the first option given that --serve does not take, or "".
func (opts *options) notForServe() string {
	for _, o := range []struct {
		given bool
		name  string
	}{
		{opts.print, "--print"}, {opts.solve, "--solve"}, {opts.check, "--check"}, {opts.stats, "--stats"}, {opts.survey, "--survey"},
		{opts.daily || opts.dailyGame, "--daily"}, {opts.layout != "", "--layout"}, {len(opts.spans) > 0, "a game"}, {opts.formatSet, "--format"},
		{opts.cellsSet, "--freecells"}, {opts.autoSet, "--autoplay"}, {opts.accessible, "--accessible"}, {opts.modeFlag() != "", opts.modeFlag()},
	} {
		if o.given {
			return o.name
		}
	}
	return ""
}

// keysCommand is --keys, checked: nothing applies to it. The options of how
// the viewer looks (--ascii, --no-color, --no-motion) every command lets be,
// unused where it draws nothing, so that an alias may give them.
func (opts *options) keysCommand() (command, error) {
	others := opts.print || opts.solve || opts.check || opts.stats || opts.survey || opts.daily || opts.layout != "" || opts.serve != "" ||
		len(opts.spans) > 0 || opts.formatSet || opts.cellsSet || opts.autoSet || opts.accessible || opts.modeFlag() != ""
	if others {
		return 0, errors.New("--keys prints the keys in force and takes nothing else")
	}
	return showKeys, nil
}

// accessibleCommand is the viewer in the accessible mode, checked: it
// reads its commands from standard input, and shows one game.
func (opts *options) accessibleCommand() (command, error) {
	switch {
	case opts.layout == "-":
		return 0, errors.New("the accessible mode reads its commands from standard input: give the layout in a file")
	case opts.formatSet:
		return 0, errors.New("--format applies to --print, --solve, --check, --survey and --stats")
	case len(opts.spans) > 1 || (len(opts.spans) == 1 && opts.spans[0].First != opts.spans[0].Last):
		return 0, errors.New("the viewer shows one game at a time; use --print for several")
	}
	return viewGame, nil
}

// completionCommand is --completion, checked: it prints a script and takes
// nothing else.
func (opts *options) completionCommand() (command, error) {
	others := opts.print || opts.solve || opts.check || opts.stats || opts.survey || opts.daily || opts.layout != "" || opts.keys ||
		opts.serve != "" || len(opts.spans) > 0 || opts.formatSet || opts.cellsSet || opts.autoSet ||
		opts.accessible || opts.modeFlag() != "" || opts.limits.given
	if others {
		return 0, errors.New("--completion prints a shell's completion script and takes nothing else")
	}
	return showCompletion, nil
}

// dailyAsGame makes --daily with --print or --solve, or for the viewer with
// no terminal to show it (which prints a GAME), today's daily's game (today
// as daily.Layout writes it), for scripts: the daily is one deal, four free
// cells.
func (opts *options) dailyAsGame(today string, stdoutIsTerminal bool) error {
	printed := opts.print || opts.solve || !stdoutIsTerminal && !opts.accessible
	if !opts.daily || !printed || opts.check || opts.stats || opts.survey || len(opts.spans) > 0 || opts.layout != "" || opts.cellsSet {
		return nil // dailyMisplaced says what is wrong
	}
	d, ok := daily.On(today)
	if !ok {
		return fmt.Errorf("the table of dailies has no deal for %s", today)
	}
	opts.daily, opts.dailyGame, opts.spans = false, true, []batch.Span{{First: d.Game, Last: d.Game}}
	return nil
}

// dailyMisplaced refuses --daily where it cannot apply.
func (opts *options) dailyMisplaced() error {
	switch {
	case !opts.daily:
		return nil
	case opts.check || opts.survey:
		return errors.New("--daily applies to the viewer, --print, --solve and --stats only")
	case (opts.print || opts.solve) && (len(opts.spans) > 0 || opts.layout != ""):
		return errors.New("--daily takes the place of GAME: give one or the other")
	case opts.layout != "":
		return errors.New("--daily and --layout each choose what the viewer opens: give one")
	case len(opts.spans) > 0 && !opts.stats:
		return errors.New("--daily takes the place of GAME: give one or the other")
	case opts.cellsSet:
		return errors.New("the daily is played with four free cells, the same for everyone: --freecells does not apply")
	}
	return nil
}

// command decides what to do, and refuses options that would be ignored: every
// option given is honoured or is an error.
func (opts *options) command(stdoutIsTerminal bool) (command, error) {
	switch {
	case opts.help:
		return showHelp, nil
	case opts.version:
		return showVersion, nil
	case opts.completion != "":
		return opts.completionCommand()
	case opts.keys:
		return opts.keysCommand()
	case opts.serve != "":
		return opts.serveCommand()
	case opts.limits.given:
		return 0, errors.New("--allow, --max-sessions, --per-address, --attempts, --idle and --searches apply to --serve only")
	case countTrue(opts.print, opts.solve, opts.check, opts.stats, opts.survey) > 1:
		return 0, errors.New("--print, --solve, --check, --survey and --stats do not go together: choose one")
	case opts.accessible && countTrue(opts.print, opts.solve, opts.check, opts.stats, opts.survey) > 0:
		return 0, errors.New("--accessible applies to the viewer: it plays in plain lines")
	case opts.dailyMisplaced() != nil:
		return 0, opts.dailyMisplaced()
	case (opts.shardSet || opts.resume != "" || opts.downToSet) && !opts.survey:
		return 0, errors.New("--shard, --resume and --down-to apply to --survey only")
	case opts.survey:
		return opts.surveyCommand()
	case opts.autoSet && !opts.check && (opts.print || opts.solve && !opts.optimal || opts.stats):
		return 0, errors.New("--autoplay applies to the viewer, --check and --solve --optimal only")
	case opts.boundsMisplaced() != nil:
		return 0, opts.boundsMisplaced()
	case opts.layout != "" && (opts.print || opts.stats):
		return 0, errors.New("--layout applies to --solve, --check and the viewer")
	case opts.layout != "" && (len(opts.spans) > 0 || len(opts.moves) > 0 && namesAGame(opts.moves[0])):
		return 0, errors.New("--layout takes the place of GAME: give one or the other")
	case opts.layout == "-" && slices.Contains(opts.moves, "-"):
		return 0, errors.New("--layout - and moves from - both read standard input, which can be read once: put one in a file")
	case opts.check:
		return opts.checkCommand()
	case opts.stats:
		return opts.statsCommand()
	case opts.modesGiven() > 1:
		return 0, errors.New("--fast, --best and --optimal do not go together: choose one")
	case opts.modeFlag() != "" && !opts.solve:
		return 0, errors.New(opts.modeFlag() + " applies to --solve only")
	case opts.from && opts.layout == "" && (len(opts.spans) != 1 || opts.spans[0].First != opts.spans[0].Last):
		return 0, errors.New("--from takes one GAME, then its moves (or -)")
	case opts.from && opts.print && opts.formatSet && opts.format != batch.FCS:
		return 0, errors.New("--print --from prints the position in fc-solve's format: --format fcs, or no --format")
	case opts.from && len(opts.moves) > 1 && slices.Contains(opts.moves, "-"):
		return 0, stdinAndMoves("--from", opts.moves)
	case opts.from && len(opts.moves) == 0: // it solved or printed the deal, as if --from were not there
		return 0, errors.New("--from needs the moves made from the start after it (or - to read them)")
	case opts.solve && opts.format == batch.FCS:
		return 0, errors.New("--solve writes text or json, not fcs")
	case opts.solve && len(opts.spans) == 0 && opts.layout == "":
		return 0, errors.New("--solve needs a GAME: a number like 617 or a range like 1-1000 (or --layout FILE)")
	case opts.solve:
		return solveGames, nil
	case opts.print && len(opts.spans) == 0:
		return 0, errors.New("--print needs a GAME: a number like 617 or a range like 1-1000")
	case opts.print && opts.from:
		return printPosition, nil
	case opts.print:
		return printGames, nil
	case opts.accessible: // plain lines: any output takes them, a pipe too
		return opts.accessibleCommand()
	case opts.layout == "-":
		return 0, errors.New("the viewer reads its keys from the terminal: give the layout in a file, not on standard input")
	case opts.layout != "" && !stdoutIsTerminal:
		return 0, errors.New("the viewer needs a terminal: --solve --layout FILE solves the layout")
	case !stdoutIsTerminal && opts.autoSet:
		return 0, errors.New("--autoplay applies to the viewer (in a terminal), --check and --solve --optimal only")
	case !stdoutIsTerminal && len(opts.spans) == 0:
		return 0, errors.New("the viewer needs a terminal: give a GAME to print it, or --accessible to play in plain lines")
	case !stdoutIsTerminal:
		return printGames, nil
	case opts.formatSet:
		return 0, errors.New("--format applies to --print, --solve, --check, --survey and --stats")
	case len(opts.spans) > 1 || (len(opts.spans) == 1 && opts.spans[0].First != opts.spans[0].Last):
		return 0, errors.New("the viewer shows one game at a time; use --print for several")
	}
	return viewGame, nil
}

// commandHint adds, where a word was given for a game ("help", "solve"),
// where the options are listed: the word was likely meant as one; and where
// a move was ("8a"), that moves are --check's.
func commandHint(err error, arg string) error {
	var gameErr *dealer.GameError
	if !errors.As(err, &gameErr) || gameErr.Problem != dealer.NotANumber {
		return err
	}
	if arg != "" && strings.IndexFunc(arg, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 {
		return fmt.Errorf("%w (freecell --help lists the options)", err)
	}
	if _, moveErr := rules.ParseMove(arg); moveErr == nil {
		return fmt.Errorf("%w (moves are checked by freecell --check GAME MOVES)", err)
	}
	return err
}

// stdinAndMoves is the error of moves given with "-" among them: both
// ways, or "-" twice (it said "not both" of "- -").
func stdinAndMoves(flag string, moves []string) error {
	if slices.ContainsFunc(moves, func(m string) bool { return m != "-" }) {
		return fmt.Errorf("%s reads moves from its arguments or from stdin (-), not both", flag)
	}
	return fmt.Errorf("%s reads stdin once: give - once", flag)
}

// namesAGame reports whether word is a game number or range and not a move:
// given with --layout, it is a GAME too many, not a move to check.
func namesAGame(word string) bool {
	if _, err := rules.ParseMove(word); err == nil {
		return false
	}
	_, _, err := dealer.ParseGames(word)
	return err == nil
}

// modeFlag is the solver's mode flag given, --fast, --best or --optimal, or "".
func (opts *options) modeFlag() string {
	switch {
	case opts.fast:
		return "--fast"
	case opts.best:
		return "--best"
	case opts.optimal:
		return "--optimal"
	}
	return ""
}

// modesGiven counts the solver's mode flags given.
func (opts *options) modesGiven() int {
	n := 0
	for _, given := range []bool{opts.fast, opts.best, opts.optimal} {
		if given {
			n++
		}
	}
	return n
}

// checkCommand is --check GAME [MOVES... | -], checked.
func (opts *options) checkCommand() (command, error) {
	switch {
	case opts.modeFlag() != "":
		return 0, errors.New(opts.modeFlag() + " applies to --solve only")
	case opts.from:
		return 0, errors.New("--from applies to --solve and --print only")
	case opts.format == batch.FCS:
		return 0, errors.New("--check writes text or json, not fcs")
	case len(opts.spans) == 0 && opts.layout == "":
		return 0, errors.New("--check needs a GAME (or --layout FILE), then its moves (or - to read them from stdin)")
	case opts.layout != "":
	case opts.spans[0].First != opts.spans[0].Last:
		return 0, errors.New("--check takes one GAME, not a range")
	case len(opts.moves) > 1 && slices.Contains(opts.moves, "-"):
		return 0, stdinAndMoves("--check", opts.moves)
	}
	return checkMoves, nil
}

// surveyCommand is --survey GAME|FIRST-LAST ..., checked.
func (opts *options) surveyCommand() (command, error) {
	switch {
	case opts.modeFlag() != "":
		return 0, errors.New(opts.modeFlag() + " applies to --solve only: a survey uses each mode where it needs it")
	case opts.cellsSet:
		return 0, errors.New("--freecells does not apply to --survey: it finds the fewest free cells a deal needs")
	case opts.layout != "", opts.from, opts.autoSet:
		return 0, errors.New("--survey takes GAME numbers, and no --layout, --from or --autoplay")
	case len(opts.spans) == 0:
		return 0, errors.New("--survey needs a GAME: a number like 617 or a range like 1-32000")
	case opts.format == batch.FCS:
		return 0, errors.New("--survey writes text (one game) or json, not fcs")
	case opts.format == batch.Text && opts.formatSet && (batch.Count(opts.spans) > 1 || opts.resume != ""):
		return 0, errors.New("a survey of several games, or one resumed, writes json: leave out --format text")
	case opts.shardSet && opts.shard.N > batch.Count(opts.spans):
		return 0, fmt.Errorf("--shard %d/%d has more parts than the %s asked for", opts.shard.K, opts.shard.N, words.Plural(int(batch.Count(opts.spans)), "game"))
	}
	return surveyGames, nil
}

// parseShard reads --shard's K/N: the K-th of N parts, K from 0.
func parseShard(v string) (batch.Shard, error) {
	bad := fmt.Errorf("--shard needs K/N, the K-th of N parts counted from 0 (such as 0/4 or $SLURM_ARRAY_TASK_ID/100), not %s", words.Quote(v))
	k, n, ok := strings.Cut(v, "/")
	if !ok {
		return batch.Shard{}, bad
	}
	kk, errK := strconv.ParseInt(k, 10, 64)
	nn, errN := strconv.ParseInt(n, 10, 64)
	if errK != nil || errN != nil || nn < 1 || kk < 0 || kk >= nn {
		return batch.Shard{}, bad
	}
	return batch.Shard{K: kk, N: nn}, nil
}

// statsCommand is --stats, checked.
func (opts *options) statsCommand() (command, error) {
	switch {
	case opts.modeFlag() != "":
		return 0, errors.New(opts.modeFlag() + " applies to --solve only")
	case opts.format == batch.FCS:
		return 0, errors.New("--stats writes text or json, not fcs")
	case len(opts.spans) > 0:
		return 0, errors.New("--stats takes no GAME")
	}
	return showStats, nil
}

func countTrue(flags ...bool) int {
	n := 0
	for _, f := range flags {
		if f {
			n++
		}
	}
	return n
}

// shells are the shells --completion writes for.
var shells = []string{"bash", "zsh", "fish"}

// counts are the words "0" to most.
func counts(most int) []string {
	var c []string
	for n := range most + 1 {
		c = append(c, strconv.Itoa(n))
	}
	return c
}

// countsAbout says what each of counts(most) means: "4 free cells" in
// format's place.
func countsAbout(most int, format string) map[string]string {
	about := map[string]string{}
	for n := range most + 1 {
		about[strconv.Itoa(n)] = fmt.Sprintf(format, words.FreeCellsName(n))
	}
	return about
}

// autoModeNames are auto-play's modes as --autoplay takes them.
func autoModeNames() []string {
	var names []string
	for _, m := range rules.AutoModes {
		names = append(names, m.String())
	}
	return names
}

// limit reads a --serve limit: a count of one or more.
func limit(name string, set func(*options, int)) func(*options, string) error {
	return func(o *options, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1_000_000 {
			return fmt.Errorf("%s needs a count from 1 to 1,000,000, not %s", name, words.Quote(v))
		}
		set(o, n)
		o.limits.given = true
		return nil
	}
}
