package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// Exit codes of --solve for one game.
const (
	exitImpossible = 1
	exitGaveUp     = 3
)

// solution is one game's outcome, as --solve reports it.
type solution struct {
	Game        int64    `json:"game"`
	Status      string   `json:"status"`
	Moves       []string `json:"moves,omitempty"`
	PlayerMoves int      `json:"player_moves"`
	Positions   int      `json:"positions"`
	Millis      float64  `json:"ms"`
	Reason      string   `json:"reason,omitempty"`

	status solver.Status
}

// solveOne solves game; with listMoves it writes the solution's moves too (a range's
// summary needs only their count).
func solveOne(ctx context.Context, game int64, mode solver.Mode, listMoves bool) solution {
	start := time.Now()
	res, err := solver.SolveGame(ctx, game, solver.Options{Mode: mode})
	out := solution{Game: game, Millis: float64(time.Since(start).Microseconds()) / 1000}
	if err != nil { // callers pass valid games
		return solution{Game: game, Status: "gave up", Reason: err.Error(), status: solver.GaveUp}
	}
	out.status, out.Status, out.Reason, out.Positions = res.Status, res.Status.String(), res.Reason, res.Positions
	if res.Status == solver.Solved {
		if listMoves {
			out.Moves = notation(game, res.Moves)
		}
		out.PlayerMoves = solver.PlayerMoves(res.Moves)
	}
	return out
}

// notation replays moves from the deal and writes each in standard notation; it
// also checks, once more, that every move is legal and that the game ends won.
func notation(game int64, moves []rules.Move) []string {
	l, _ := dealer.Deal(game)
	p := rules.NewPosition(&l)
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = p.Notation(m)
		if _, err := p.Apply(m); err != nil {
			panic(fmt.Sprintf("solver returned an illegal move for game %d: %v", game, err))
		}
	}
	if !p.Won() {
		panic(fmt.Sprintf("solver's moves for game %d do not win", game))
	}
	return out
}

// interruptible is a context cancelled by Ctrl+C.
func interruptible() (context.Context, func()) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

func solveAndExit(stdout, stderr io.Writer, opts options) int {
	ctx, stop := interruptible()
	defer stop()
	mode := solver.Short
	if opts.fast {
		mode = solver.Fast
	}
	if len(opts.spans) == 1 && opts.spans[0].first == opts.spans[0].last {
		return printSolution(stdout, solveOne(ctx, opts.spans[0].first, mode, true))
	}
	return solveRange(ctx, stdout, stderr, opts, mode)
}

func printSolution(w io.Writer, s solution) int {
	switch s.status {
	case solver.Impossible:
		fmt.Fprintln(w, "impossible")
		return exitImpossible
	case solver.GaveUp:
		fmt.Fprintf(w, "gave up: %s\n", s.Reason)
		return exitGaveUp
	}
	for i := 0; i < len(s.Moves); i += 10 {
		fmt.Fprintln(w, strings.Join(s.Moves[i:min(i+10, len(s.Moves))], " "))
	}
	return exitOK
}

// solveRange solves every game of opts.spans on all cores and prints, in game order,
// a JSON record per game or a summary.
func solveRange(ctx context.Context, stdout, stderr io.Writer, opts options, mode solver.Mode) int {
	var games []int64
	for _, s := range opts.spans {
		for g := s.first; g <= s.last; g = dealer.Next(g) {
			games = append(games, g)
		}
	}
	results := make([]solution, len(games))
	done := make(chan int, len(games))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = solveOne(ctx, games[i], mode, opts.format == "json")
				done <- i
			}
		}()
	}
	start := time.Now()
	go func() {
		defer close(next)
		for i := range games {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	bar := newProgress(stderr, len(games))
	finished := 0
	collect := make(chan struct{})
	go func() {
		wg.Wait()
		close(collect)
	}()
	ticker := time.NewTicker(100 * time.Millisecond)
	defer ticker.Stop()
wait:
	for {
		select {
		case <-done:
			finished++
		case <-ticker.C:
			bar.show(finished)
		case <-collect:
			break wait
		}
	}
	for len(done) > 0 {
		<-done
		finished++
	}
	bar.clear()
	wall := time.Since(start)
	if opts.format == "json" {
		enc := json.NewEncoder(stdout)
		for _, r := range results[:finished] {
			if err := enc.Encode(r); err != nil {
				return exitOK // a closed pipe: stop quietly
			}
		}
		return exitOK
	}
	printSummary(stdout, results, finished, wall)
	if ctx.Err() != nil {
		fmt.Fprintln(stdout, "interrupted: games in progress count as gave up")
	}
	return exitOK
}

func printSummary(w io.Writer, results []solution, finished int, wall time.Duration) {
	var solved, impossible, gaveUp, moves int
	var millis float64
	var hard []string
	for _, r := range results[:finished] {
		millis += r.Millis
		switch r.status {
		case solver.Solved:
			solved++
			moves += r.PlayerMoves
		case solver.Impossible:
			impossible++
			hard = append(hard, fmt.Sprint(r.Game))
		case solver.GaveUp:
			gaveUp++
		}
	}
	fmt.Fprintf(w, "games:       %d of %d\n", finished, len(results))
	fmt.Fprintf(w, "solved:      %d\n", solved)
	fmt.Fprintf(w, "impossible:  %s\n", strings.TrimSpace(fmt.Sprint(impossible, " ", strings.Join(hard, " "))))
	fmt.Fprintf(w, "gave up:     %d\n", gaveUp)
	fmt.Fprintf(w, "time:        %.2f s wall on %d cores, %.2f s solving in all, %.2f ms mean per game\n",
		wall.Seconds(), runtime.NumCPU(), millis/1000, millis/float64(max(finished, 1)))
	if solved > 0 {
		fmt.Fprintf(w, "mean moves:  %.1f player moves per solved game (foundation moves not counted)\n", float64(moves)/float64(solved))
	}
}

// progress draws a bar on stderr when it is a terminal.
type progress struct {
	w     io.Writer
	total int
	on    bool
}

func newProgress(w io.Writer, total int) *progress {
	f, ok := w.(*os.File)
	return &progress{w: w, total: total, on: ok && term.IsTerminal(f.Fd())}
}

func (p *progress) show(done int) {
	if !p.on {
		return
	}
	const width = 40
	filled := width * done / max(p.total, 1)
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d", strings.Repeat("#", filled), strings.Repeat("-", width-filled), done, p.total)
}

func (p *progress) clear() {
	if p.on {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 60))
	}
}
