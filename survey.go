package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/solver"
)

// runSurvey works out the atlas's facts of the games asked for: one game's as
// text, or a JSON record a game, on standard output or appended to --resume's
// file. Ctrl+C, SIGTERM and SIGHUP stop it within moments, the records
// written being those of the first games, whole.
func runSurvey(opts options, e env) int {
	out := e.stdout
	sopts := batch.SurveyOptions{Atlas: atlas.Options{Timeout: opts.timeout, MaxBytes: opts.maxBytes, DownTo: opts.downTo}, Shard: opts.shard}
	if opts.resume != "" {
		file, done, err := openResume(opts.resume, opts.downTo)
		if err != nil {
			fmt.Fprintf(e.stderr, "freecell: %v\n", err)
			return exitUsage
		}
		defer file.Close()
		out, sopts.Done = file, func(game int64) bool { return done[game] }
	}
	ctx, caught := stopOnSignals(context.Background())
	defer caught.release()
	if e.getenv("GOMEMLIMIT") == "" { // verdicts with few free cells may keep more
		defer solver.RaiseMemoryLimit(fewCellsBytes(opts))()
	}
	single := batch.Count(opts.spans) == 1 && opts.resume == "" && opts.format != batch.JSON
	w := bufio.NewWriterSize(out, 64<<10)
	emit := func(f *atlas.Facts) error {
		var err error
		if single {
			err = batch.WriteFactsText(w, f)
		} else {
			err = f.WriteJSON(w, true)
		}
		if err == nil {
			err = w.Flush() // each record as soon as it is ready: a run killed loses none
		}
		return err
	}
	var bar *progressBar
	if e.stderrIsTerminal && !single {
		bar = newProgressBar(e.stderr, "survey", batch.Count(opts.spans), opts.ascii, stderrWidth())
		sopts.Progress = bar.set
	}
	sum, err := batch.Survey(ctx, opts.spans, sopts, emit)
	bar.close()
	switch {
	case err != nil:
		return outputFailed(e.stderr, err)
	case caught.exitCode() != 0:
		return caught.exitCode()
	case sum.Stopped:
		return exitInterrupted
	case sum.Undecided > 0:
		return exitGaveUp
	}
	return exitOK
}

// fewCellsBytes is the memory a verdict with fewer than four free cells may
// keep: --memory's, or the solver's bound for them.
func fewCellsBytes(opts options) int {
	if opts.maxBytes > 0 {
		return opts.maxBytes
	}
	return solver.FewCellsBytes
}

// openResume opens a survey's file to append to (making it if need be) and
// reads the games it holds. A last line cut short (a run killed as it wrote)
// is cut off; any other line that is not a record, or is the record of
// another kind of survey (downTo, --down-to's count, differs), is an error
// naming it.
func openResume(name string, downTo int) (*os.File, map[int64]bool, error) {
	if info, err := os.Stat(name); err == nil && !info.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("--resume: %s is not a regular file", name)
	}
	file, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, fmt.Errorf("--resume: cannot open %s: %v", name, plainError(err))
	}
	data, err := io.ReadAll(file)
	if err != nil {
		file.Close()
		return nil, nil, fmt.Errorf("--resume: cannot read %s: %v", name, plainError(err))
	}
	whole := bytes.LastIndexByte(data, '\n') + 1 // the bytes of whole lines
	done := map[int64]bool{}
	for i, line := range bytes.Split(data[:whole], []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		f, err := atlas.ParseJSON(line)
		if err != nil {
			file.Close()
			return nil, nil, fmt.Errorf("--resume: line %d of %s is not a survey record", i+1, name)
		}
		if f.DownTo != downTo {
			file.Close()
			return nil, nil, fmt.Errorf("--resume: line %d of %s is another kind of survey's record (--down-to %d, here %d): resume it with the same options", i+1, name, f.DownTo, downTo)
		}
		done[f.Game] = true
	}
	if whole < len(data) {
		err = file.Truncate(int64(whole))
	}
	if err == nil {
		_, err = file.Seek(int64(whole), io.SeekStart)
	}
	if err != nil {
		file.Close()
		return nil, nil, errors.New("--resume: cannot cut the unfinished last line of " + name + ": " + plainError(err).Error())
	}
	return file, done, nil
}
