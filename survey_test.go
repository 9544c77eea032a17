package main

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestSurveyOneGameAsText: a survey of one deal prints its facts for people.
func TestSurveyOneGameAsText(t *testing.T) {
	out, errOut, code := runCLI(t, "--survey", "617")
	for _, want := range []string{"game:              617\n", "fewest free cells: 4 (impossible with 3)\n", "player moves (default mode, 4 free cells)", "first moves keep it winnable (4 free cells)", "(expert)"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if code != exitOK || errOut != "" {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// TestSurveyResumes: --resume appends the games the file does not hold, and a
// last line cut short (a run killed as it wrote) is written again, whole.
func TestSurveyResumes(t *testing.T) {
	file := filepath.Join(t.TempDir(), "atlas.json")
	if _, errOut, code := runCLI(t, "--survey", "46", "--resume", file); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	first, _ := os.ReadFile(file)
	cut := append(append([]byte{}, first...), `{"game":321,"fewest_fr`...)
	if err := os.WriteFile(file, cut, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runCLI(t, "--survey", "46", "321", "--resume", file); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	after, _ := os.ReadFile(file)
	lines := strings.Split(strings.TrimSpace(string(after)), "\n")
	if len(lines) != 2 || lines[0]+"\n" != string(first) || !strings.HasPrefix(lines[1], `{"game":321,"fewest_freecells":`) {
		t.Errorf("resumed file:\n%s", after)
	}
	if err := os.WriteFile(file, []byte("not json\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runCLI(t, "--survey", "46", "--resume", file); code != exitUsage || !strings.Contains(errOut, "line 1 of") {
		t.Errorf("a damaged file: exit %d, %q", code, errOut)
	}
	nowhere := filepath.Join(t.TempDir(), "no such folder", "f.json") // the output cannot be written: 1, as the exit table says
	if _, errOut, code := runCLI(t, "--survey", "46", "--resume", nowhere); code != exitFailed || !strings.Contains(errOut, "--resume: cannot open") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("a file in no folder: exit %d, %q", code, errOut)
	}
}

// TestSurveyCellsOnly: --down-to 0 gives a deal's fewest free cells alone
// (1000 needs one), and a file of its records is not resumed as another kind.
func TestSurveyCellsOnly(t *testing.T) {
	file := filepath.Join(t.TempDir(), "cells.json")
	if _, errOut, code := runCLI(t, "--survey", "1000", "--down-to", "0", "--resume", file); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got, _ := os.ReadFile(file)
	if !strings.HasPrefix(string(got), `{"game":1000,"fewest_freecells":1,"player_moves":0,`) || !strings.Contains(string(got), `"down_to":0,`) {
		t.Errorf("record %s", got)
	}
	_, errOut, code := runCLI(t, "--survey", "1000", "--down-to", "1", "--resume", file)
	if code != exitUsage || !strings.Contains(errOut, "another kind of survey's record (--down-to 0, here --down-to 1)") {
		t.Errorf("another kind resumed: exit %d, %q", code, errOut)
	}
	_, errOut, code = runCLI(t, "--survey", "1000", "--resume", file)
	if code != exitUsage || !strings.Contains(errOut, "(--down-to 0, here a full survey)") {
		t.Errorf("a full survey resumed a cheap one's file: exit %d, %q", code, errOut)
	}
}

// TestCheapSurveyStoppedAtABoundIsUndecided: a cheap survey whose count
// --down-to asks for is left at a bound says so, as any survey does: band
// undecided, exit status 3. 526039 is won with two cells at once, and with
// one its proof takes over half a second (607,868 twin classes).
func TestCheapSurveyStoppedAtABoundIsUndecided(t *testing.T) {
	out, errOut, code := runCLI(t, "--survey", "526039", "526039", "--down-to", "1", "--timeout", "100ms", "--format", "json")
	if code != exitGaveUp || !strings.Contains(out, `"fewest_between":[0,2],`) || !strings.Contains(out, `"band":"undecided"`) {
		t.Errorf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
	out, _, code = runCLI(t, "--survey", "526039", "--down-to", "1", "--timeout", "100ms")
	for _, want := range []string{"2 free cells suffice (1 undecided: a search stopped at its time or memory bound)", "difficulty:        undecided"} {
		if code != exitGaveUp || !strings.Contains(out, want) {
			t.Errorf("exit %d, no %q in:\n%s", code, want, out)
		}
	}
}

// TestPrintJSONCarriesAtlas: --print --format json gives the shipped atlas's
// facts of the deals it holds, and nothing for the others.
func TestPrintJSONCarriesAtlas(t *testing.T) {
	out, _, code := runCLI(t, "--print", "617", "5000000", "--format", "json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(lines) != 2 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	if !strings.Contains(lines[0], `"atlas":{"game":617,"fewest_freecells":4,`) {
		t.Errorf("617 without the atlas's facts: %s", lines[0])
	}
	if strings.Contains(lines[1], `"atlas"`) {
		t.Errorf("5000000, past the atlas, with facts: %s", lines[1])
	}
}

// TestSurveyOfEveryGameStartsAtOnce: a survey of every game, sharded, starts
// at once (its total is counted, not enumerated) and stops on Ctrl+C.
func TestSurveyOfEveryGameStartsAtOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program")
	}
	cmd, out, stderr := runMain(t, "--survey", "1-8589934591", "--down-to", "3", "--shard", "1/2", "--format", "json")
	line, err := out.ReadString('\n')
	if err != nil || !strings.HasPrefix(line, `{"game":2,`) {
		t.Fatalf("first record %q, %v", line, err)
	}
	_ = cmd.Process.Signal(os.Interrupt)
	_, _ = io.ReadAll(out)
	if code := exitCode(t, cmd.Wait()); code != exitInterrupted {
		t.Errorf("exit %d after Ctrl+C, want %d", code, exitInterrupted)
	}
	if !strings.Contains(stderr.String(), "of 4,294,967,295 games in") || !strings.Contains(stderr.String(), "stopped:     the records written are whole") {
		t.Errorf("no summary of the survey stopped on stderr: %q", stderr.String())
	}
}

// TestResumeReadStopsOnCtrlC: Ctrl+C while --resume reads a long file stops
// the run as any Ctrl+C does (exit 130), the file as it was; the file is
// read a line at a time, never whole.
func TestResumeReadStopsOnCtrlC(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program")
	}
	record, _, code := runCLI(t, "--survey", "617", "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	var b strings.Builder
	for game := 1; game <= 300_000; game++ {
		b.WriteString(strings.Replace(record, `"game":617,`, `"game":`+strconv.Itoa(game)+`,`, 1))
	}
	file := filepath.Join(t.TempDir(), "atlas.json")
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, out, stderr := runMain(t, "--survey", "1-300001", "--resume", file)
	time.Sleep(200 * time.Millisecond) // reading 300,000 records takes longer
	_ = cmd.Process.Signal(os.Interrupt)
	_, _ = io.ReadAll(out)
	if code := exitCode(t, cmd.Wait()); code != exitInterrupted {
		t.Errorf("exit %d after Ctrl+C, want %d (stderr %q)", code, exitInterrupted, stderr)
	}
	if after, err := os.ReadFile(file); err != nil || len(after) < b.Len() {
		t.Errorf("the file lost %d bytes (%v)", b.Len()-len(after), err)
	}
}

// TestInterruptedSurveyOfOneGame: a one-game survey stopped by Ctrl+C says
// so where its facts would be, as a game's solve does (it printed nothing).
func TestInterruptedSurveyOfOneGame(t *testing.T) {
	interruptedSays(t, "interrupted before the facts were known\n", "--survey", "-2") // seconds of searches with five cells and fewer
}
