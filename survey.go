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
	sopts := batch.SurveyOptions{Atlas: atlas.Options{Timeout: opts.timeout, MaxBytes: opts.maxBytes, DiskBytes: opts.diskBytes, DiskDir: opts.diskDir, Cheap: opts.downToSet, DownTo: opts.downTo}, Shard: opts.shard}
	ctx, caught := stopOnSignals(context.Background()) // before the file is read: a long read stops too
	defer caught.release()
	if opts.resume != "" {
		file, done, err := openResume(ctx, opts.resume, surveyKind(opts.downToSet, opts.downTo))
		switch {
		case ctx.Err() != nil:
			return caught.exitCode()
		case errors.Is(err, errResumeUnopened): // the output cannot be written: exit 1, as for a full disk
			fmt.Fprintf(e.stderr, "freecell: %v\n", err)
			return exitFailed
		case err != nil:
			fmt.Fprintf(e.stderr, "freecell: %v\n", err)
			return exitUsage
		}
		defer file.Close()
		out, sopts.Done = file, done
	}
	if e.getenv("GOMEMLIMIT") == "" { // verdicts with few free cells may keep more
		defer solver.RaiseMemoryLimit(fewCellsBytes(opts))()
	}
	single := batch.Count(opts.spans) == 1 && opts.resume == "" && opts.format != batch.JSON
	w := bufio.NewWriterSize(out, 64<<10)
	var bar *progressBar // on stderr: a record on the same terminal takes it off its line first
	emit := func(f *atlas.Facts) error {
		write := func() error {
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
		if e.stdoutIsTerminal {
			return bar.writing(write)
		}
		return write()
	}
	if e.barsDrawn() && !single {
		bar = newProgressBar(e.stderr, "survey", batch.Count(opts.spans), plainCharacters(opts, e.getenv), e.width)
		sopts.Progress = bar.set
	}
	sum, err := batch.Survey(ctx, opts.spans, sopts, emit)
	bar.close()
	if !single && err == nil && (sum.Stopped || e.stderrIsTerminal) { // beside the records: a stop is said, as a range's solve says it
		_ = sum.WriteText(e.stderr, opts.resume)
	}
	if single && err == nil && sum.Stopped && sum.Games == 0 { // in the facts' place, as a game's solve says it
		_, err = io.WriteString(out, "interrupted before the facts were known\n")
	}
	switch { // a reader that stopped early (| head -0) leaves the facts' status
	case err != nil && !readerGone(err):
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

// errResumeUnopened is a survey's file that could not be opened to write.
var errResumeUnopened = errors.New("--resume: cannot open")

// openResume opens a survey's file to append to (making it if need be) and
// reads the games it holds, a line at a time (a file of a million records
// is never held whole), stopping when ctx ends. A last line cut short (a run
// killed as it wrote) is cut off; any other line that is not a record, or is
// the record of another kind of survey (kind, surveyKind's words, differs),
// is an error naming it.
func openResume(ctx context.Context, name string, kind string) (*os.File, map[int64]bool, error) {
	if info, err := os.Stat(name); err == nil && !info.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("--resume: %s is not a regular file", name)
	}
	file, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, fmt.Errorf("%w %s: %v", errResumeUnopened, name, plainError(err))
	}
	if resumeBusy(file) {
		file.Close()
		return nil, nil, fmt.Errorf("--resume: %s is being written by another survey: give each its own file (--shard's are merged in any order)", name)
	}
	done, whole, err := readRecords(ctx, file, name, kind)
	if err == nil {
		err = cutAfter(file, name, whole)
	}
	if err != nil {
		file.Close()
		return nil, nil, err
	}
	return file, done, nil
}

// surveyKind names a kind of survey, for telling one file's records from another's.
func surveyKind(cheap bool, downTo int) string {
	if !cheap {
		return "a full survey"
	}
	return fmt.Sprintf("--down-to %d", downTo)
}

// maxRecord bounds a survey record's line: a record is a few hundred bytes.
const maxRecord = 64 << 10

// readRecords reads the games of a survey's file and the length of its whole
// lines (a last line cut short is left out).
func readRecords(ctx context.Context, file *os.File, name string, kind string) (done map[int64]bool, whole int64, err error) {
	done = map[int64]bool{}
	r := bufio.NewReaderSize(file, maxRecord)
	for n := 1; ; n++ {
		line, err := r.ReadSlice('\n')
		switch {
		case errors.Is(err, io.EOF): // what follows the last newline: a line cut short, or nothing
			return done, whole, nil
		case errors.Is(err, bufio.ErrBufferFull):
			return nil, 0, fmt.Errorf("--resume: line %d of %s is not a survey record", n, name)
		case err != nil:
			return nil, 0, fmt.Errorf("--resume: cannot read %s: %v", name, plainError(err))
		}
		whole += int64(len(line))
		if n%4096 == 0 && ctx.Err() != nil {
			return nil, 0, ctx.Err()
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		f, err := atlas.ParseJSON(line)
		if err != nil {
			return nil, 0, fmt.Errorf("--resume: line %d of %s is not a survey record", n, name)
		}
		if theirs := surveyKind(f.Cheap, f.DownTo); theirs != kind {
			return nil, 0, fmt.Errorf("--resume: line %d of %s is another kind of survey's record (%s, here %s): resume it with the same options", n, name, theirs, kind)
		}
		done[f.Game] = true
	}
}

// cutAfter cuts the file after its whole lines, and leaves it there to append.
func cutAfter(file *os.File, name string, whole int64) error {
	info, err := file.Stat()
	if err == nil && info.Size() > whole {
		err = file.Truncate(whole)
	}
	if err == nil {
		_, err = file.Seek(whole, io.SeekStart)
	}
	if err != nil {
		return errors.New("--resume: cannot cut the unfinished last line of " + name + ": " + plainError(err).Error())
	}
	return nil
}
