package main

import (
	"bufio"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	gossh "golang.org/x/crypto/ssh"
)

// siegeGoals are issue 52's: what the server must hold while attacked.
const (
	goalResident = 512 << 20              // the server's resident memory, at most
	goalP99      = 100 * time.Millisecond // an honest player's key to its frame, at the 99th percentile
	goalBack     = 5 * time.Second        // every attacker's slot and goroutines given back, after it left
)

// siege runs the server at bin with its default limits and, on 127.0.0.0/8
// only, honest players (each from an address of its own, with a key of
// its own, playing 617 forward and back) and attackers (each from an
// address of its own, running the attacks of issue 52 in turn) for d. It
// prints the server's peak memory, the honest players' key-to-frame times,
// how long after the attackers left their slots and goroutines were back
// (from the server's status line, SIGUSR1), whether every honest move was
// saved, and the CPU each side used; and exits 1 if a goal was missed.
func siege(bin string, port, attackers, honest int, d time.Duration) {
	dir, err := os.MkdirTemp("", "freecell-siege")
	check(err)
	defer func() { _ = os.RemoveAll(dir) }()
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	srv := exec.Command(bin, "--serve", addr)
	if serverCores != "" { // the server on its cores, this program on the others
		srv = exec.Command("taskset", "-c", serverCores, bin, "--serve", addr)
	}
	srv.Env = append(os.Environ(), "XDG_STATE_HOME="+dir)
	logs, err := srv.StderrPipe()
	check(err)
	check(srv.Start())
	server = srv.Process
	st := watchStatus(logs)
	time.Sleep(2 * time.Second)
	pid := srv.Process.Pid
	fmt.Printf("siege: server pid %d on %s, default limits; %d honest players, %d attackers, %v\n", pid, addr, honest, attackers, d)

	players := make([]*honestPlayer, honest)
	for i := range players {
		players[i] = newHonestPlayer(addr, fmt.Sprintf("127.0.0.%d", 2+i))
	}
	time.Sleep(2 * time.Second) // every viewer drawn and idle
	before := st.ask(pid)
	fmt.Printf("  before the attack: %s\n", before)

	var frames frameTimes
	stopPlay := make(chan struct{})
	var playing sync.WaitGroup
	for _, p := range players {
		playing.Go(func() { p.play(stopPlay, &frames) })
	}
	var peakRSS atomic.Int64
	sampling := make(chan struct{})
	go func() {
		for {
			select {
			case <-sampling:
				return
			case <-time.After(250 * time.Millisecond):
				if r := resident(pid); r > peakRSS.Load() {
					peakRSS.Store(r)
				}
			}
		}
	}()
	serverCPU0, ownCPU0 := cpuTime(pid), ownCPU()
	var tally attackTally
	end := time.Now().Add(d)
	var attacking sync.WaitGroup
	for i := range attackers {
		attacking.Go(func() { attack(addr, fmt.Sprintf("127.0.1.%d", 1+i), i, end, &tally) })
	}
	during := make(chan string, 1)
	go func() { time.Sleep(d / 2); during <- st.ask(pid).String() }()
	attacking.Wait()
	time.Sleep(time.Until(end)) // with no attackers, the honest players alone for d
	left := time.Now()
	close(stopPlay) // the honest players stop too, connected: the count to come back to is theirs idle
	playing.Wait()
	fmt.Printf("  at the attack's height: %s\n", <-during)
	fmt.Printf("  attacks made: %s\n", tally.String())
	back, now := time.Duration(-1), status{}
	for time.Since(left) < 30*time.Second {
		now = st.ask(pid)
		if now.sessions == before.sessions && now.connections == before.connections && now.goroutines <= before.goroutines {
			back = time.Since(left)
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	close(sampling)
	serverCPU, ownCPUTime := cpuTime(pid)-serverCPU0, ownCPU()-ownCPU0

	for _, p := range players {
		p.leave()
	}
	check(srv.Process.Signal(syscall.SIGTERM))
	_ = srv.Wait()
	savedAll := 0
	for _, p := range players {
		if p.saved(filepath.Join(dir, "freecell", "server")) {
			savedAll++
		}
	}

	met := true
	goal := func(ok bool) string {
		if ok {
			return "goal met"
		}
		met = false
		return "GOAL MISSED"
	}
	peak := peakRSS.Load()
	fmt.Printf("  server resident memory: peak %d MiB (%s: under %d MiB)\n", peak>>20, goal(peak < goalResident), goalResident>>20)
	p50, p99, worst, n := frames.summary()
	fmt.Printf("  honest key to frame: median %v, p99 %v, max %v over %d frames (%s: p99 at most %v)\n", p50, p99, worst, n, goal(n > 0 && p99 <= goalP99), goalP99)
	if back < 0 {
		fmt.Printf("  30 s after the attackers left: %s; before %s (%s)\n", now, before, goal(false))
	} else {
		fmt.Printf("  slots and goroutines back %v after the attackers left: %s (%s: within %v)\n", back.Round(10*time.Millisecond), now, goal(back <= goalBack), goalBack)
	}
	fmt.Printf("  honest players whose every move was saved: %d of %d (%s)\n", savedAll, len(players), goal(savedAll == len(players)))
	fmt.Printf("  CPU during the attack: the server %v, this program's attackers and players %v, over %v (%d cores; the server's: %s)\n",
		serverCPU.Round(time.Second), ownCPUTime.Round(time.Second), time.Since(end.Add(-d)).Round(time.Second), runtime.NumCPU(), cmp.Or(serverCores, "any"))
	if !met {
		os.Exit(1)
	}
}

// ownCPU is this process's user and system time.
func ownCPU() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// status is the server's status line (SIGUSR1).
type status struct{ sessions, connections, goroutines, heapMiB int }

func (s status) String() string {
	return fmt.Sprintf("%d sessions, %d connections, %d goroutines, heap %d MiB", s.sessions, s.connections, s.goroutines, s.heapMiB)
}

// statusLines are the server's status lines, as its log gives them.
type statusLines struct{ lines chan status }

var statusField = regexp.MustCompile(`(\w+)=(\d+)`)

func watchStatus(logs io.Reader) *statusLines {
	st := &statusLines{lines: make(chan status, 16)}
	go func() {
		sc := bufio.NewScanner(logs)
		for sc.Scan() {
			if !strings.Contains(sc.Text(), "msg=status") {
				continue
			}
			var s status
			for _, m := range statusField.FindAllStringSubmatch(sc.Text(), -1) {
				v, _ := strconv.Atoi(m[2])
				switch m[1] {
				case "sessions":
					s.sessions = v
				case "connections":
					s.connections = v
				case "goroutines":
					s.goroutines = v
				case "heap_mib":
					s.heapMiB = v
				}
			}
			st.lines <- s
		}
	}()
	return st
}

// ask has the server log its status, and reads it.
func (st *statusLines) ask(pid int) status {
	check(syscall.Kill(pid, syscall.SIGUSR1))
	select {
	case s := <-st.lines:
		return s
	case <-time.After(10 * time.Second):
		check(fmt.Errorf("no status line 10 s after SIGUSR1"))
	}
	return status{}
}

// frameTimes are the honest players' key-to-frame times.
type frameTimes struct {
	mu   sync.Mutex
	took []time.Duration
}

func (f *frameTimes) add(d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.took = append(f.took, d)
}

func (f *frameTimes) summary() (p50, p99, worst time.Duration, n int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.took) == 0 {
		return 0, 0, 0, 0
	}
	slices.Sort(f.took)
	r := func(d time.Duration) time.Duration { return d.Round(100 * time.Microsecond) }
	return r(f.took[len(f.took)/2]), r(f.took[len(f.took)*99/100]), r(f.took[len(f.took)-1]), len(f.took)
}

// honestMoves are the moves an honest player makes and undoes: 617's first
// ones up to its first to the foundations (which the move count leaves out,
// so that each move and undo shows as a new count).
var honestMoves = moves617[:slices.IndexFunc(moves617, func(m string) bool { return m[1] == 'h' })]

// honestPlayer plays 617 from an address of its own: honestMoves forward,
// then undoes them back to the first, and on, at a player's pace.
type honestPlayer struct {
	key  gossh.Signer
	s    *session
	made int // the moves on the table now
}

func newHonestPlayer(addr, local string) *honestPlayer {
	key := newKey()
	c, err := dialFrom(addr, local, gossh.PublicKeys(key))
	check(err)
	p := &honestPlayer{key: key, s: openOn(c)}
	p.s.waitFor("FreeCell #1")
	p.s.send("g", "6", "1", "7", "\r", "\r")
	p.s.waitFor("FreeCell #617")
	p.s.send(honestMoves[0][:1], honestMoves[0][1:])
	p.s.waitFor("1 move")
	p.made = 1
	return p
}

// play makes a move or an undo every 300 ms until stop, timing each
// from its last key to the frame that shows the moves it leaves.
func (p *honestPlayer) play(stop <-chan struct{}, frames *frameTimes) {
	forward := true
	for {
		select {
		case <-stop:
			return
		case <-time.After(300 * time.Millisecond):
		}
		switch {
		case forward && p.made == len(honestMoves):
			forward = false
		case !forward && p.made == 1:
			forward = true
		}
		if forward {
			m := honestMoves[p.made]
			p.s.sendNow(m[:1])
			time.Sleep(50 * time.Millisecond)
			p.made++
			frames.add(p.s.timeUntil(p.made, func() { p.s.sendNow(m[1:]) }))
		} else {
			p.made--
			frames.add(p.s.timeUntil(p.made, func() { p.s.sendNow("u") }))
		}
	}
}

// timeUntil presses (with press) and times until the screen shows n moves.
func (s *session) timeUntil(n int, press func()) time.Duration {
	want := regexp.MustCompile(fmt.Sprintf(`(^|[^0-9])%d moves?\b`, n))
	select { // a change before the press is not its frame
	case <-s.out.changed:
	default:
	}
	t0 := time.Now()
	press()
	for !want.MatchString(s.out.screen()) {
		select {
		case <-s.out.changed:
		case <-time.After(time.Minute):
			check(fmt.Errorf("%d moves not on screen a minute after the key:\n%s", n, s.out.screen()))
		}
	}
	return time.Since(t0)
}

// leave quits the viewer, its game saved.
func (p *honestPlayer) leave() {
	p.s.send("q")
	p.s.wait()
	p.s.close()
}

// saved reports whether the player's store has 617 in progress with the
// moves on their table as they left.
func (p *honestPlayer) saved(serverDir string) bool {
	sum := sha256.Sum256(p.key.PublicKey().Marshal())
	store := state.Open(filepath.Join(serverDir, "players", hex.EncodeToString(sum[:])))
	defer func() { _ = store.Close() }()
	g, found, _ := store.InProgress(state.Key{Deal: 617, FreeCells: 4})
	if !found {
		return false
	}
	want, err := play.New(617, rules.AutoSafe)
	check(err)
	for _, m := range honestMoves[:p.made] {
		mv, err := rules.ParseMove(m)
		check(err)
		_, err = want.Move(mv)
		check(err)
	}
	return slices.Equal(g.Moves, want.Notation())
}

// serverCores, when set (-server-cores), pins the server to those cores
// (taskset's list).
var serverCores string
