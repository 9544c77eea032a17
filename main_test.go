package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"syscall"
	"testing"
	"unicode/utf8"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
)

// TestMain lets a test run the real program in a child process (see runMain).
func TestMain(m *testing.M) {
	switch os.Getenv("FREECELL_TEST_RUN_MAIN") {
	case "1":
		main()
		return
	case "peak": // the program, then its peak memory on stderr (see TestCheckMemory)
		code := runProcess()
		status, _ := os.ReadFile("/proc/self/status")
		for _, line := range strings.Split(string(status), "\n") {
			if strings.HasPrefix(line, "VmHWM:") {
				fmt.Fprintln(os.Stderr, line)
			}
		}
		os.Exit(code)
	}
	os.Exit(m.Run())
}

// testEnv is a process whose stdout is not a terminal, with its own state
// directory: tests never read or write the user's state.
func testEnv(t testing.TB, stdout, stderr *bytes.Buffer) env {
	t.Helper()
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // the keys file: none, unless a test writes one
	return env{stdin: strings.NewReader(""), stdout: stdout, stderr: stderr, getenv: func(string) string { return "" }}
}

// runCLI runs the program as if from a shell whose stdout is not a terminal.
func runCLI(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, testEnv(t, &out, &errOut))
	return out.String(), errOut.String(), code
}

const game617Text = `Game #617
7D AD 5C 3S 5S 8C 2D AH
TD 7S QD AC 6D 8H AS KH
TH QC 3H 9D 6S 8D 3D TC
KD 5H 9S 3C 8S 7H 4D JS
4C QS 9C 9H 7C 6H 2C 2S
4S TS 2H 5D JC 6C JH QH
JD KS KC 4H
`

const game617FCS = `7D TD TH KD 4C 4S JD
AD 7S QC 5H QS TS KS
5C QD 3H 9S 9C 2H KC
3S AC 9D 3C 9H 5D 4H
5S 6D 6S 8S 7C JC
8C 8H 8D 7H 6H 6C
2D AS 3D 4D 2C JH
AH KH TC JS 2S QH
`

func TestPrintFormats(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--print", "617"}, game617Text},
		{[]string{"617"}, game617Text}, // not a terminal: prints
		{[]string{"#617"}, game617Text},
		{[]string{"--print", "6_17"}, game617Text},
		{[]string{"-p", "617", "--format", "text"}, game617Text},
		{[]string{"--print", "--format", "fcs", "617"}, game617FCS},
		{[]string{"--print", "--format=fcs", "617"}, game617FCS},
		{[]string{"-f", "fcs", "617"}, game617FCS},
		{[]string{"--print", "616-617", "--format", "fcs"}, string(dealFCS(t, 616)) + "\n" + game617FCS},
		{[]string{"--print", "-1", "-f", "fcs"}, "AC 3C 5C 7C 9C JC KC\nAD 3D 5D 7D 9D JD KD\nAH 3H 5H 7H 9H JH KH\nAS 3S 5S 7S 9S JS KS\nQC TC 8C 6C 4C 2C\nQD TD 8D 6D 4D 2D\nQH TH 8H 6H 4H 2H\nQS TS 8S 6S 4S 2S\n"},
		{[]string{"--", "-2"}, "Game #-2\nAS AH AD AC 7S 7H 7D 7C\nKS KH KD KC 6S 6H 6D 6C\nQS QH QD QC 5S 5H 5D 5C\nJS JH JD JC 4S 4H 4D 4C\nTS TH TD TC 3S 3H 3D 3C\n9S 9H 9D 9C 2S 2H 2D 2C\n8S 8H 8D 8C\n"},
		{[]string{"--print", "#-1", "-f", "fcs"}, "AC 3C 5C 7C 9C JC KC\nAD 3D 5D 7D 9D JD KD\nAH 3H 5H 7H 9H JH KH\nAS 3S 5S 7S 9S JS KS\nQC TC 8C 6C 4C 2C\nQD TD 8D 6D 4D 2D\nQH TH 8H 6H 4H 2H\nQS TS 8S 6S 4S 2S\n"},
	}
	for _, tt := range tests {
		out, errOut, code := runCLI(t, tt.args...)
		if code != 0 || errOut != "" || out != tt.want {
			t.Errorf("freecell %s: exit %d, stderr %q, stdout:\n%s\nwant:\n%s", strings.Join(tt.args, " "), code, errOut, out, tt.want)
		}
	}
}

func dealFCS(t *testing.T, game int64) []byte {
	l, err := dealer.Deal(game)
	if err != nil {
		t.Fatal(err)
	}
	return dealer.AppendColumns(nil, &l)
}

func TestPrintRangeSpansSpecialDeals(t *testing.T) {
	out, _, code := runCLI(t, "--print", "-2-2")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var games []string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "Game #") {
			games = append(games, strings.TrimPrefix(line, "Game #"))
		}
	}
	if got := strings.Join(games, " "); got != "-2 -1 1 2" {
		t.Errorf("range -2-2 printed games %s, want -2 -1 1 2 (0 is not a game)", got)
	}
}

// TestPrintJSON: one object per line, and range IDs that are stable and lower-case.
func TestPrintJSON(t *testing.T) {
	out, _, code := runCLI(t, "--print", "--format", "json", "617", "32001", "1000001", "-1")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("want one JSON object per line, got %d lines:\n%s", len(lines), out)
	}
	var rec batch.DealJSON
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Game != 617 || len(rec.Columns) != 8 || len(rec.Rows) != 7 {
		t.Fatalf("record %+v", rec)
	}
	if got := strings.Join(rec.Columns[0], " "); got != "7D TD TH KD 4C 4S JD" {
		t.Errorf("first column %s", got)
	}
	if got := strings.Join(rec.Rows[6], " "); got != "JD KS KC 4H" {
		t.Errorf("last row %s", got)
	}
	for i, want := range []string{"classic", "windows", "freecell-pro", "special"} {
		if err := json.Unmarshal([]byte(lines[i]), &rec); err != nil || rec.Range != want {
			t.Errorf("record %d: range %q, want %q (%v)", i, rec.Range, want, err)
		}
	}
}

func TestBadArguments(t *testing.T) {
	tests := []struct {
		args     []string
		terminal bool // stdout is a terminal
		message  string
	}{
		{[]string{"0"}, false, "game 0 does not exist"},
		{[]string{"--accessible", "--print", "617"}, false, "--accessible applies to the viewer"},
		{[]string{"--keys", "617"}, false, "--keys prints the keys in force and takes nothing else"},
		{[]string{"--version", "617"}, false, "--version prints the version and takes nothing else"},
		{[]string{"--version", "--solve", "617", "--fast"}, false, "--version prints the version and takes nothing else"},
		{[]string{"--accessible", "1-5"}, false, "one game at a time"},
		{[]string{"--accessible", "--serve"}, false, "--serve takes its limits alone"},
		{[]string{"--accessible", "--layout", "-"}, false, "reads its commands from standard input"},
		{[]string{"-3"}, false, "game -3 does not exist"},
		{[]string{"8589934592"}, false, "game 8,589,934,592 does not exist"},
		{[]string{"99999999999999999999999"}, false, "game 99,999,999,999,999,999,999,999 does not exist"},
		{[]string{"abc"}, false, `"abc" is not a game number`},
		{[]string{"12x"}, false, `"12x" is not a game number`},
		{[]string{"help"}, false, `"help" is not a game number; games: -2, -1, 1-8,589,934,591 (freecell --help lists the options)`},
		{[]string{"--solve", "617", "8a"}, false, `"8a" is not a game number; games: -2, -1, 1-8,589,934,591 (moves are checked by freecell --check GAME MOVES)`},
		{[]string{"--print", "1-2-3"}, false, `"1-2-3" is not a game number`},
		{[]string{""}, false, "no game number given"},
		{[]string{"--print", "1-"}, false, `"1-" is not a game number`},
		{[]string{"--print", "10-5"}, false, "runs backwards"},
		{[]string{"--format", "xml", "1"}, false, `--format needs one of text, fcs, json, not "xml"`},
		{[]string{"1", "--format"}, false, "--format needs a value"},
		{[]string{"--bogus"}, false, `unknown option "--bogus" (see freecell --help)`}, // nothing near: no guess
		{[]string{"--sovle", "617"}, false, `unknown option "--sovle": did you mean --solve?`},
		{[]string{"-print", "617"}, false, `unknown option "-print": did you mean --print?`},
		{[]string{"-x", "617"}, false, `unknown option "-x" (see`}, // -c, -f, -h, -p and -s are as near: no guess
		{[]string{"---", "617"}, false, `unknown option "---" (see`},
		{[]string{"--print=yes"}, false, "takes no value"},
		{[]string{"--survey", "1-5", "--shard", "0/2", "--shard", "1/2"}, false, "--shard is given twice: give it once"},
		{[]string{"--check", "617", "--autoplay", "safe", "--autoplay=all", "1a"}, false, "--autoplay is given twice: give it once"},
		{[]string{"--print", "617", "-f", "json", "--format", "text"}, false, "--format is given twice: give it once"},
		// Options that would be ignored are refused.
		{[]string{"--format", "json", "617"}, true, "--format applies to --print, --solve, --check, --survey and --stats"},
		{[]string{"--fast", "617"}, true, "--fast applies to --solve only"},
		{[]string{"--print", "--fast", "617"}, false, "--fast applies to --solve only"},
		{[]string{"--best", "617"}, true, "--best applies to --solve only"},
		{[]string{"--stats", "--best"}, false, "--best applies to --solve only"},
		{[]string{"--solve", "617", "--best", "--fast"}, false, "--fast, --best and --optimal do not go together: choose one"},
		{[]string{"--solve", "617", "--optimal", "--fast"}, false, "--fast, --best and --optimal do not go together: choose one"},
		{[]string{"--check", "617", "1a", "--optimal"}, false, "--optimal applies to --solve only"},
		{[]string{"617", "--optimal"}, false, "--optimal applies to --solve only"},
		{[]string{"--timeout", "1s", "617"}, true, "--timeout applies to --solve and --survey only"},
		{[]string{"--check", "617", "--timeout", "1s"}, false, "--timeout applies to --solve and --survey only"},
		{[]string{"--solve", "617", "--timeout", "soon"}, false, `--timeout needs a time such as 30s, 1m or 500ms, not "soon"`},
		{[]string{"--solve", "617", "--timeout=-1s"}, false, `--timeout needs a time above zero, such as 30s, 1m or 500ms, not "-1s"`},
		{[]string{"--solve", "617", "--timeout", "0s"}, false, `--timeout needs a time above zero`},
		{[]string{"--solve", "617", "--timeout", "100000000h"}, false, `--timeout "100000000h" is longer than freecell can count (some 292 years)`},
		{[]string{"--solve", "617", "--timeout"}, false, "--timeout needs a value"},
		{[]string{"--solve", "617", "--memory", "lots"}, false, `--memory needs a size such as 2GB, 500MB or 4GiB, not "lots"`},
		{[]string{"--solve", "617", "--memory", "500"}, false, `--memory needs a size with its unit, such as 2GB, 500MB or 4GiB, not "500"`},
		{[]string{"--solve", "617", "--memory", "5MB"}, false, "--memory 5MB is less than a search needs: give 16 MiB or more"},
		{[]string{"--solve", "617", "--memory", "9EB"}, false, "--memory 9EB is more than this build of freecell can use"},
		{[]string{"--solve", "617", "--memory", "100000000TB"}, false, "--memory 100000000TB is more than this build of freecell can use"}, // past a uint64: it was said to be no size
		{[]string{"--solve", "617", "--disk", "100000000TB"}, false, "--disk 100000000TB is more than this build of freecell can"},
		{[]string{"--check", "617", "1a", "--memory", "1GB"}, false, "--memory applies to --solve and --survey only"},
		{[]string{"--solve", "617", "--disk", "lots"}, false, `--disk needs a size such as 20GB or 500MB, not "lots"`},
		{[]string{"--solve", "617", "--disk", "1MB"}, false, "--disk 1MB is less than the disk tier needs: give 16 MiB or more"},
		{[]string{"--print", "617", "--disk", "1GB"}, false, "--disk applies to --solve and --survey only"},
		{[]string{"--solve", "617", "--disk-dir", "."}, false, "--disk-dir applies with --disk only: give --disk SIZE too"},
		{[]string{"--solve", "617", "--disk", "1GB", "--disk-dir", "nowhere"}, false, `--disk-dir needs a folder that exists, not "nowhere"`},
		{[]string{"--solve", "617", "--disk", "1GB", "--disk-dir", "/no/such/folder/anywhere"}, false, `not "/no/such/folder/anywhere"`}, // the path whole
		{[]string{"--solve", "617", "--disk", "1GB"}, false, "--disk applies with fewer than four free cells"},                           // four: ignored, so refused
		{[]string{"--completion", "bash", "--print", "617"}, false, "--completion prints a shell's completion script and takes nothing else"},
		{[]string{"--completion", "bash", "zsh"}, false, "--completion prints a shell's completion script and takes nothing else"},
		{[]string{"--solve", "--format", "fcs", "617"}, false, "--solve writes text or json, not fcs"},
		{[]string{"--print", "--solve", "617"}, false, "choose one"},
		{[]string{"--check", "--solve", "617"}, false, "choose one"},
		{[]string{"--check"}, false, "--check needs a GAME"},
		{[]string{"--survey"}, false, "--survey needs a GAME"},
		{[]string{"--survey", "1-5", "--shard", "5/5"}, false, `--shard needs K/N, the K-th of N parts counted from 0`},
		{[]string{"--survey", "1-5", "--shard", "x/2"}, false, `--shard needs K/N`},
		{[]string{"--survey", "1-2", "--shard", "0/3"}, false, "--shard 0/3 has more parts than the 2 games asked for"},
		{[]string{"--survey", "617", "--shard", "1/3"}, false, "--shard 1/3 has more parts than the 1 game asked for"},
		{[]string{"--survey", "1-5", "--format", "text"}, false, "a survey of several games, or one resumed, writes json"},
		{[]string{"--survey", "617", "--freecells", "3"}, false, "--freecells does not apply to --survey"},
		{[]string{"--survey", "617", "--fast"}, false, "--fast applies to --solve only"},
		{[]string{"--survey", "--layout", "x.fcs"}, false, "--survey takes GAME numbers, and no --layout"},
		{[]string{"--survey", "617", "--resume", "-"}, false, "--resume needs a file"},
		{[]string{"--survey", "1-2", "--resume", "--down-to", "3"}, false, "--resume needs a value: --down-to is an option"},
		{[]string{"--solve", "--layout", "--fast"}, false, "--layout needs a value: --fast is an option"},
		{[]string{"--print", "617", "--format", "--solve"}, false, "--format needs a value: --solve is an option"},
		{[]string{"--survey", "617", "--down-to=1", "--resume", "--timeout=1s"}, false, "--resume needs a value: --timeout=1s is an option"},
		{[]string{"--solve", "617", "--shard", "0/2"}, false, "--shard, --resume and --down-to apply to --survey only"},
		{[]string{"--survey", "--solve", "617"}, false, "choose one"},
		{[]string{"--survey", "617", "--down-to", "5"}, false, "--down-to needs a count of free cells from 0 to 4"},
		{[]string{"--check", "1-5", "3a"}, false, "--check takes one GAME"},
		{[]string{"--check", "617", "3a", "-"}, false, "not both"},
		{[]string{"--check", "617", "-", "-"}, false, "--check reads stdin once: give - once"},
		{[]string{"--solve", "617", "--from", "-", "-"}, false, "--from reads stdin once: give - once"},
		{[]string{"--check", "617", "3a", "zz"}, false, `move 2: "zz"`},
		{[]string{"--check", "617", "--from", "1a"}, false, "--from applies to --solve and --print only"},
		{[]string{"--from", "8a", "617"}, false, "--from applies to --solve and --print only"},
		{[]string{"--solve", "617", "618", "--from", "8a"}, false, "--from takes one GAME before it"},
		{[]string{"--solve", "--from", "8a", "617"}, false, "--from takes one GAME before it"},
		{[]string{"--solve", "617", "--from"}, false, "--from needs the moves made from the start after it (or - to read them)"},
		{[]string{"--print", "617", "--from"}, false, "--from needs the moves"},
		{[]string{"--check", "617", "\u202e1a"}, false, `U+202E is not a source`},
		{[]string{"--check", "617", "--fast"}, false, "--fast applies to --solve only"},
		{[]string{"--solve", "617", "--freecells", "9"}, false, `--freecells needs a count of free cells from 0 to 8, not "9"`},
		{[]string{"--solve", "617", "--freecells=-1"}, false, "--freecells needs a count"},
		{[]string{"--solve", "617", "--freecells", "four"}, false, "--freecells needs a count"},
		{[]string{"--solve", "617", "--freecells"}, false, "--freecells needs a value"},
		{[]string{"--check", "617", "--format", "fcs"}, false, "--check writes text or json"},
		{[]string{"--autoplay", "sometimes", "617"}, true, `--autoplay needs off, safe or all, not "sometimes"`},
		{[]string{"--print", "--autoplay", "all", "617"}, false, "--autoplay applies to the viewer, --check and --solve --optimal only"},
		{[]string{"--solve", "--best", "--autoplay", "safe", "617"}, false, "--autoplay applies to the viewer, --check and --solve --optimal only"},
		{[]string{"--autoplay", "all", "617"}, false, "--autoplay applies to the viewer (in a terminal), --check and --solve --optimal only"},
		// Only the viewer remembers a game: scripts say which.
		{[]string{"--print"}, false, "--print needs a GAME"},
		{[]string{"--solve"}, true, "--solve needs a GAME"},
		{nil, false, "the viewer needs a terminal: give a GAME to print it, or --accessible to play in plain lines"},
		{[]string{"1-5"}, true, "the viewer shows one game at a time"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		e := testEnv(t, &out, &errOut)
		e.stdoutIsTerminal = tt.terminal
		code := run(tt.args, e)
		if code != exitUsage || out.Len() != 0 {
			t.Errorf("freecell %q: exit %d, stdout %q; want exit 2 and no output", tt.args, code, out.String())
		}
		if msg := errOut.String(); !strings.HasPrefix(msg, "freecell: ") || !strings.Contains(msg, tt.message) || strings.Count(msg, "\n") != 1 {
			t.Errorf("freecell %q: stderr %q, want one line containing %q", tt.args, msg, tt.message)
		}
	}
}

// TestNoHiddenState: a remembered game never stands in for a missing GAME
// outside the viewer.
func TestNoHiddenState(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	dir, _ := state.DefaultDir()
	if err := state.Open(dir).SaveLastGame(-2); err != nil { // the viewer's memory: scripts must not see it
		t.Fatal(err)
	}
	for _, args := range [][]string{nil, {"--print"}, {"--solve"}, {"--print", "--format", "fcs"}} {
		out.Reset()
		errOut.Reset()
		if code := run(args, e); code != exitUsage || out.Len() != 0 {
			t.Errorf("freecell %q with game -2 remembered: exit %d, stdout %q", args, code, out.String())
		}
	}
}

// TestLookOptionsLetBe: the options of how the viewer looks are let be by
// every command, which draws the same with them as without, so that an
// alias that gives them (alias freecell='freecell --no-color') breaks
// nothing.
func TestLookOptionsLetBe(t *testing.T) {
	looks := []string{"--ascii", "--no-colour", "--no-motion"}
	for _, args := range [][]string{
		{"--print", "617"}, {"--print", "--format", "json", "617"}, {"--solve", "617"}, {"--check", "617", "8a"},
		{"--stats"}, {"--keys"}, {"--completion", "bash"}, {"--survey", "617"},
	} {
		var out, errOut bytes.Buffer
		e := testEnv(t, &out, &errOut) // one state for both: --keys names its folder
		wantCode := run(args, e)
		want, wantErr := out.String(), errOut.String()
		out.Reset()
		errOut.Reset()
		code := run(append(slices.Clone(looks), args...), e)
		if got, gotErr := out.String(), errOut.String(); code != wantCode || got != want || gotErr != wantErr {
			t.Errorf("freecell %q with %q: exit %d, stderr %q, stdout %q; without them exit %d, stderr %q, stdout %q",
				args, looks, code, gotErr, got, wantCode, wantErr, want)
		}
	}
	opts, err := parseArgs(append(slices.Clone(looks), "--serve", "127.0.0.1:2222"))
	if cmd, cmdErr := opts.command(false); err != nil || cmdErr != nil || cmd != serveSSH {
		t.Errorf("--serve with %q: %v, %v", looks, err, cmdErr)
	}
}

func TestHelpAndVersion(t *testing.T) {
	out, _, code := runCLI(t, "--help")
	for _, want := range []string{"Usage:", "fc-solve", "8,589,934,591", "Exit status", "130", "gave up"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("--help: exit %d, lacks %q:\n%s", code, want, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if len(line) > 80 {
			t.Errorf("--help line wider than 80 columns: %q", line)
		}
	}
	out, _, code = runCLI(t, "--version")
	if code != 0 || out != "freecell "+version()+"\n" {
		t.Errorf("--version: exit %d, %q", code, out)
	}
	for _, args := range [][]string{{"--help", "extra"}, {"solve", "--help"}, {"--help", "--from", "617"}, {"--version", "--help"}} { // help wins over what it would explain (--version alone takes nothing else)
		out, errOut, code := runCLI(t, args...)
		if code != 0 || errOut != "" || !strings.Contains(out, "freecell") {
			t.Errorf("%q: exit %d, stdout %.40q, stderr %q", args, code, out, errOut)
		}
	}
}

func TestVersionFromBuildInfo(t *testing.T) {
	tests := []struct {
		info debug.BuildInfo
		want string
	}{
		{debug.BuildInfo{Main: debug.Module{Version: "v1.2.3"}}, "version v1.2.3"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"},
			{Key: "vcs.time", Value: "2026-12-01T10:11:12Z"}, {Key: "vcs.modified", Value: "true"}}}, "version devel (0123456, 2026-12-01, modified)"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"},
			{Key: "vcs.time", Value: "2026-12-01T10:11:12Z"}, {Key: "vcs.modified", Value: "false"}}}, "version devel (0123456, 2026-12-01)"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "version devel"},
		// Go 1.24 on: a clone's build takes a pseudo-version, said as devel; a tagged commit its tag
		{debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261207033745-3fe27a4e26e2"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "3fe27a4e26e2ffff"},
			{Key: "vcs.time", Value: "2026-12-07T03:37:45Z"}}}, "version devel (3fe27a4, 2026-12-07)"},
		{debug.BuildInfo{Main: debug.Module{Version: "v1.2.4-0.20261207033745-3fe27a4e26e2+dirty"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "3fe27a4e26e2ffff"},
			{Key: "vcs.time", Value: "2026-12-07T03:37:45Z"}, {Key: "vcs.modified", Value: "true"}}}, "version devel (3fe27a4, 2026-12-07, modified)"},
		{debug.BuildInfo{Main: debug.Module{Version: "v1.2.3"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "3fe27a4e26e2ffff"},
			{Key: "vcs.time", Value: "2026-12-07T03:37:45Z"}}}, "version v1.2.3 (3fe27a4, 2026-12-07)"},
		// go install @latest past a tag: no commit stamped, the pseudo-version is all there is
		{debug.BuildInfo{Main: debug.Module{Version: "v1.2.4-0.20261207033745-3fe27a4e26e2"}}, "version v1.2.4-0.20261207033745-3fe27a4e26e2"},
	}
	for _, tt := range tests {
		if got := versionOf(&tt.info); got != tt.want {
			t.Errorf("versionOf(%+v) = %q, want %q", tt.info.Main, got, tt.want)
		}
	}
	if got, want := stamped("v1.2.3", "abc1234def", "2026-12-01T09:00:00Z"), "version v1.2.3 (abc1234, 2026-12-01)"; got != want {
		t.Errorf("a release says %q, want %q", got, want)
	}
}

// TestReleaseVersion: a binary built as goreleaser builds a release (its
// ldflags) says the release's version, commit and date.
func TestReleaseVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program: not in -short")
	}
	bin := filepath.Join(t.TempDir(), "freecell")
	ldflags := "-X main.buildVersion=v1.2.3 -X main.buildCommit=abc1234 -X main.buildDate=2026-12-01T09:00:00Z"
	if out, err := exec.Command("go", "build", "-ldflags", ldflags, "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "--version").Output()
	if want := "freecell version v1.2.3 (abc1234, 2026-12-01)\n"; err != nil || string(out) != want {
		t.Errorf("--version: %q (%v), want %q", out, err, want)
	}
}

// brokenPipe fails every write as a closed pipe does.
type brokenPipe struct{}

func (brokenPipe) Write([]byte) (int, error) { return 0, syscall.EPIPE }

// TestClosedPipeExitsQuietly: a reader gone (| head -0) is no failure:
// nothing on stderr, and the status is the verdict's, as if the reader had
// read it (it was 0 whatever the verdict, which a script with pipefail took
// for a win).
func TestClosedPipeExitsQuietly(t *testing.T) {
	for _, c := range []struct {
		args []string
		want int
	}{
		{[]string{"--print", "1-1000000"}, exitOK},
		{[]string{"--solve", "617"}, exitOK},
		{[]string{"--solve", "1-1000", "--fast", "--format", "json"}, exitOK},
		{[]string{"--solve", "11982"}, exitImpossible},
		{[]string{"--check", "617", "8a"}, exitNotWon},
		{[]string{"--check", "617", "8a", "8b", "12"}, exitIllegal},
		{[]string{"--survey", "617", "--timeout", "1ms"}, exitGaveUp},
		{[]string{"--accessible", "617"}, exitOK},
	} {
		var errOut bytes.Buffer
		e := testEnv(t, nil, &errOut)
		e.stdout = brokenPipe{}
		if code := run(c.args, e); code != c.want || errOut.Len() != 0 {
			t.Errorf("%q: exit %d, stderr %q; want %d and nothing", c.args, code, errOut.String(), c.want)
		}
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestWriteErrorIsReported: output that cannot be written is one line on stderr
// and exit 1, from every command.
func TestWriteErrorIsReported(t *testing.T) {
	for _, args := range [][]string{{"--print", "1"}, {"--solve", "617"}, {"--solve", "1-3", "--fast"}, {"--solve", "1-3", "--fast", "--format", "json"}, {"--solve", "617", "--format", "json"}, {"--help"}, {"--accessible", "617"}} {
		var errOut bytes.Buffer
		e := testEnv(t, nil, &errOut)
		e.stdout = failingWriter{}
		code := run(args, e)
		if code != exitFailed || errOut.String() != "freecell: cannot write the output: disk full\n" {
			t.Errorf("%q: exit %d, stderr %q", args, code, errOut.String())
		}
	}
}

func TestDevFull(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	for _, args := range [][]string{{"--print", "617"}, {"--solve", "617"}, {"--solve", "1-2", "--fast"}, {"--accessible", "617"}} {
		var errOut bytes.Buffer
		e := testEnv(t, nil, &errOut)
		e.stdout = full
		if code := run(args, e); code != exitFailed || errOut.String() != "freecell: cannot write the output: no space left on device\n" {
			t.Errorf("%q >/dev/full: exit %d, stderr %q", args, code, errOut.String())
		}
	}
}

func TestParseArgs(t *testing.T) {
	tests := []struct {
		args []string
		want options
	}{
		{nil, options{}},
		{[]string{"617"}, options{spans: []batch.Span{{First: 617, Last: 617}}}},
		{[]string{"-1"}, options{spans: []batch.Span{{First: -1, Last: -1}}}},
		{[]string{"#-1"}, options{spans: []batch.Span{{First: -1, Last: -1}}}},
		{[]string{"1,000"}, options{spans: []batch.Span{{First: 1000, Last: 1000}}}},
		{[]string{"--print", "-2"}, options{print: true, spans: []batch.Span{{First: -2, Last: -2}}}},
		{[]string{"--ascii", "--no-color", "5"}, options{ascii: true, noColor: true, spans: []batch.Span{{First: 5, Last: 5}}}},
		{[]string{"#617"}, options{spans: []batch.Span{{First: 617, Last: 617}}}},
		{[]string{"1-1000000", "--format", "fcs"}, options{format: batch.FCS, formatSet: true, spans: []batch.Span{{First: 1, Last: 1000000}}}},
		{[]string{"-2--1"}, options{spans: []batch.Span{{First: -2, Last: -1}}}},
		{[]string{"--", "-1", "5"}, options{spans: []batch.Span{{First: -1, Last: -1}, {First: 5, Last: 5}}}},
		{[]string{"-h"}, options{help: true}},
		{[]string{"--version"}, options{version: true}},
		{[]string{"-s", "1", "--fast"}, options{solve: true, fast: true, spans: []batch.Span{{First: 1, Last: 1}}}},
		{[]string{"--best", "-s", "1"}, options{solve: true, best: true, spans: []batch.Span{{First: 1, Last: 1}}}},
		{[]string{"--solve", "--format=json", "1"}, options{solve: true, format: batch.JSON, formatSet: true, spans: []batch.Span{{First: 1, Last: 1}}}},
		{[]string{"--solve", "1", "--freecells", "0"}, options{solve: true, freeCells: 0, cellsSet: true, spans: []batch.Span{{First: 1, Last: 1}}}},
		{[]string{"--check", "1", "--freecells=8", "1k"}, options{check: true, freeCells: 8, cellsSet: true, moves: []string{"1k"}, spans: []batch.Span{{First: 1, Last: 1}}}},
	}
	for _, tt := range tests {
		if !tt.want.cellsSet {
			tt.want.freeCells = rules.DefaultFreeCells
		}
		got, err := parseArgs(tt.args)
		if err != nil {
			t.Errorf("parseArgs(%q): %v", tt.args, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseArgs(%q) = %+v, want %+v", tt.args, got, tt.want)
		}
	}
}

// FuzzArgs checks that no command line makes the program panic, that it exits
// with a documented code, and that errors print one line on stderr and nothing
// on stdout.
func FuzzArgs(f *testing.F) {
	f.Add("--print\x00617")
	f.Add("-1\x00--format\x00json")
	f.Add("--format=\x00")
	f.Add("--solve\x00-1\x00--fast")
	f.Add("--solve\x0011982\x00--fast\x00--format\x00json")
	f.Add("#-1")
	f.Add("--xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
	f.Add("--format=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
	f.Add("--check\x00617\x00zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz")
	f.Add("--autoplay=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
	f.Add("--check\x00617\x008a\x0012")
	f.Add("--check\x00617\x00-\x00--autoplay\x00all")
	f.Add("--solve\x00-2\x00--timeout\x0010ms")
	f.Add("--completion\x00zsh")
	f.Add("--completion=tcsh")
	f.Add("--daily")
	f.Add("--stats\x00--daily\x00--format\x00json")
	f.Fuzz(func(t *testing.T, joined string) {
		args := strings.Split(joined, "\x00")
		if opts, err := parseArgs(args); err == nil && (batch.Count(opts.spans) > 50 || opts.solve && !cheapToSolve(opts)) {
			return // keep runs short
		}
		var out, errOut bytes.Buffer
		code := run(args, testEnv(t, &out, &errOut))
		switch code {
		case exitOK, exitFailed, exitGaveUp, exitNotWon, exitLost, exitTimeLimit, exitImpossible, exitIllegal, exitUnreadable:
			if code != exitOK && errOut.Len() == 0 && out.Len() == 0 {
				t.Fatalf("%q: exit %d with nothing said", args, code)
			}
		case exitUsage:
			if out.Len() != 0 || strings.Count(errOut.String(), "\n") != 1 {
				t.Fatalf("%q: exit 2 with stdout %q, stderr %q", args, out.String(), errOut.String())
			}
			if n := utf8.RuneCountInString(strings.TrimSuffix(errOut.String(), "\n")); n > 80 {
				t.Fatalf("%q: a message of %d characters: %q", args, n, errOut.String())
			}
		default:
			t.Fatalf("%q: exit %d", args, code)
		}
	})
}

// cheapToSolve: games a fuzzer may solve without making runs slow.
func cheapToSolve(opts options) bool {
	for _, s := range opts.spans {
		if s.First < -1 || s.Last > 100 && (s.First != s.Last || s.First != 11982 && s.First != 617) {
			return false
		}
	}
	return opts.fast
}

func TestFCSOutputSolvesWithFCSolve(t *testing.T) {
	if _, err := exec.LookPath("fc-solve"); err != nil {
		t.Skip("fc-solve not installed (apt-get install freecell-solver-bin): cannot check that fcs output is fc-solve input")
	}
	out, _, _ := runCLI(t, "--print", "--format", "fcs", "617")
	cmd := exec.Command("fc-solve", "-p", "-t", "-sam")
	cmd.Stdin = strings.NewReader(out)
	cmd.Env = append(os.Environ(), "FREECELL_SOLVER_QUIET=1")
	result, err := cmd.Output()
	if err != nil || !strings.Contains(string(result), "This game is solveable.") {
		t.Fatalf("fc-solve did not solve our fcs output: %v\n%s", err, result)
	}
}

func TestFCSOutputMatchesReferenceDealer(t *testing.T) {
	if _, err := exec.LookPath("make-microsoft-freecell-board"); err != nil {
		t.Skip("make-microsoft-freecell-board not installed (apt-get install freecell-solver-bin)")
	}
	for _, game := range []string{"1", "617", "11982", "1000000", "4294967296", "8589934591"} {
		out, _, _ := runCLI(t, "--print", "--format", "fcs", game)
		want, err := exec.Command("make-microsoft-freecell-board", "-t", game).Output()
		if err != nil {
			t.Fatal(err)
		}
		if out != string(want) {
			t.Errorf("game %s:\n%s\nreference:\n%s", game, out, want)
		}
	}
}

// TestDiskDirMustBeWritable: a --disk-dir freecell cannot write in is
// refused at once, exit 2 (it was found out when the tier first wrote,
// seconds or hours in, and said "gave up").
func TestDiskDirMustBeWritable(t *testing.T) {
	if st, err := os.Stat("/proc/self"); err != nil || !st.IsDir() {
		t.Skip("needs /proc, a folder no one can make files in")
	}
	_, errOut, code := runCLI(t, "--solve", "526039", "--freecells", "1", "--disk", "1GB", "--disk-dir", "/proc")
	if code != exitUsage || errOut != "freecell: --disk-dir needs a folder freecell can write in, not \"/proc\"\n" {
		t.Errorf("--disk-dir /proc: exit %d, %q", code, errOut)
	}
}
