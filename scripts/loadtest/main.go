// Command loadtest measures a freecell server (freecell --serve) under load,
// on this machine's loopback only, bounded in sessions and time. It starts
// the binary given with a state folder of its own, then:
//
//  0. idle: N sessions connect and browse, the server's memory measured;
//  1. plays: N sessions, each with a key of its own, play 20 moves of a deal
//     and ask for a hint; every move must be saved (each player's store is
//     read after the server stops);
//  2. latency, meanwhile: while one more session floods keys, another
//     presses a key and times until its frame arrives, K times (median and
//     p99);
//  3. proofs: N sessions ask for the fewest moves (s, then o) at once.
//
// For each phase it prints the server's peak memory (VmHWM) and CPU time.
//
// With -siege D it runs issue 52's goals in place of the phases: attackers
// and honest players at once for D (see siege.go).
//
// Usage: go run ./scripts/loadtest [-n 50] [-k 200] [-searches S] [-port 23355] BINARY
//
//	go run ./scripts/loadtest -siege 5m [-attackers 100] [-honest 20] BINARY
package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/vt"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
	gossh "golang.org/x/crypto/ssh"
)

func main() {
	n := flag.Int("n", 50, "sessions")
	k := flag.Int("k", 200, "key presses timed for the latency")
	port := flag.Int("port", 23355, "the port on 127.0.0.1")
	searches := flag.Int("searches", 0, "the server's --searches (0: its default)")
	siegeFor := flag.Duration("siege", 0, "in place of the phases: attackers and honest players at once for this long (issue 52's goals)")
	attackers := flag.Int("attackers", 100, "with -siege: attackers at once")
	honest := flag.Int("honest", 20, "with -siege: honest players")
	flag.StringVar(&serverCores, "server-cores", "", "with -siege: pin the server to these cores (taskset -c), this program not")
	flag.StringVar(&onlyAttack, "only", "", "with -siege: only this attack (resize-burst, env-flood, ...)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: loadtest [-n 50] [-k 200] [-port P] BINARY")
		os.Exit(2)
	}
	if *siegeFor > 0 {
		siege(flag.Arg(0), *port, *attackers, *honest, *siegeFor)
		return
	}
	dir, err := os.MkdirTemp("", "freecell-load")
	check(err)
	defer func() { _ = os.RemoveAll(dir) }()
	addr := fmt.Sprintf("127.0.0.1:%d", *port)
	var log bytes.Buffer
	start := func() *exec.Cmd {
		args := []string{"--serve", addr, "--per-address", strconv.Itoa(*n + 10), "--attempts", "100000", "--max-sessions", strconv.Itoa(*n + 10)}
		if *searches > 0 {
			args = append(args, "--searches", strconv.Itoa(*searches))
		}
		srv := exec.Command(flag.Arg(0), args...)
		srv.Env = append(os.Environ(), "XDG_STATE_HOME="+dir)
		srv.Stderr = &log
		check(srv.Start())
		server = srv.Process
		time.Sleep(time.Second)
		return srv
	}
	srv := start()
	pid := srv.Process.Pid
	fmt.Printf("server pid %d on %s; %d sessions\n", pid, addr, *n)

	keys := make([]gossh.Signer, *n)
	for i := range keys {
		keys[i] = newKey()
	}
	idle(addr, pid, keys)
	cpu0 := cpuTime(pid)
	started := time.Now()
	phase("play: 20 moves and a hint each; meanwhile one more session floods keys, and another is timed", pid, cpu0, started, func() {
		var wg sync.WaitGroup
		wg.Go(func() {
			time.Sleep(2 * time.Second) // the players in play
			latency(addr, *k)
		})
		playAll(addr, keys)
		wg.Wait()
	})
	cpu0, started = cpuTime(pid), time.Now()
	phase("proofs: every session asks o at once", pid, cpu0, started, func() { proofs(addr, keys) })

	fmt.Println("faults: kill -9 of a client mid-move, then of the server mid-game")
	srv = faults(addr, srv, start)

	check(srv.Process.Signal(syscall.SIGTERM))
	_ = srv.Wait()
	saved(filepath.Join(dir, "freecell", "server"), keys)
	fmt.Printf("server log (last lines):\n%s", lastLines(log.String(), 5))
}

// idle measures what browsing sessions cost: the server's resident memory
// with every session connected and its viewer drawn, against before.
func idle(addr string, pid int, keys []gossh.Signer) {
	time.Sleep(5 * time.Second) // the daily's proof as the server starts
	before := resident(pid)
	var sessions []*session
	for _, k := range keys {
		s := open(addr, k)
		s.waitFor("FreeCell #1")
		sessions = append(sessions, s)
	}
	time.Sleep(time.Second)
	after := resident(pid)
	fmt.Printf("idle: %d sessions browsing: resident %d MiB, from %d MiB with none (%.1f MiB a session)\n",
		len(keys), after>>20, before>>20, float64(after-before)/float64(len(keys))/(1<<20))
	for _, s := range sessions {
		s.send("q")
		s.wait()
		s.close()
	}
}

// resident is a process's resident memory now, in bytes, from /proc.
func resident(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			kb, _ := strconv.ParseInt(strings.Fields(line)[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}

// firstMoves are the first n moves a player makes of the solver's solution
// of deal 617, as they play it under safe auto-play: the foundation moves
// auto-play makes left out. Each is two keys: from, to.
func firstMoves(n int) []string {
	res, err := solver.SolveGame(context.Background(), 617, rules.DefaultFreeCells, solver.Options{Mode: solver.Short})
	check(err)
	g, err := play.New(617, rules.AutoSafe)
	check(err)
	var moves []string
	for _, m := range res.Moves {
		if len(moves) == n {
			break
		}
		if _, err := g.Move(m); err == nil { // else auto-play sent the card home already
			moves = append(moves, m.String()[:2])
		}
	}
	return moves
}

var moves617 = firstMoves(20)

func playAll(addr string, keys []gossh.Signer) {
	var wg sync.WaitGroup
	for i, key := range keys {
		wg.Go(func() {
			s := open(addr, key)
			defer s.close()
			s.waitFor("FreeCell #1")
			s.send("g", "6", "1", "7", "\r", "\r")
			s.waitFor("FreeCell #617")
			for _, m := range moves617 {
				s.send(m[:1], m[1:])
			}
			s.send("H")
			time.Sleep(2 * time.Second) // the hint's search
			s.send("\x1b")
			time.Sleep(500 * time.Millisecond)
			s.send("q")
			s.wait()
			_ = i
		})
	}
	wg.Wait()
}

func latency(addr string, presses int) {
	flood := open(addr, newKey())
	watched := open(addr, newKey())
	defer flood.close()
	defer watched.close()
	flood.waitFor("FreeCell #1")
	watched.waitFor("FreeCell #1")
	stop := make(chan struct{})
	go func() {
		keys := []string{"n", "p", "j", "k", "r"}
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
				flood.send(keys[i%len(keys)])
			}
		}
	}()
	var took []time.Duration
	for range presses {
		time.Sleep(20 * time.Millisecond) // the frame before is all in
		mark := watched.out.len()
		t0 := time.Now()
		watched.sendNow("n") // the next deal: a frame always follows (the renderer writes only what changed, in one write)
		for watched.out.len() == mark {
			if time.Since(t0) > time.Minute {
				check(fmt.Errorf("no frame a minute after a key"))
			}
			time.Sleep(100 * time.Microsecond)
		}
		took = append(took, time.Since(t0))
	}
	close(stop)
	slices.Sort(took)
	fmt.Printf("  key to frame: median %v, p99 %v, max %v (%d presses)\n",
		took[len(took)/2].Round(100*time.Microsecond), took[len(took)*99/100].Round(100*time.Microsecond), took[len(took)-1].Round(100*time.Microsecond), len(took))
}

func proofs(addr string, keys []gossh.Signer) {
	var waited atomic.Int64
	defer func() {
		fmt.Printf("  %d of %d proofs were waiting for a turn 2 s after o\n", waited.Load(), len(keys))
	}()
	var wg, solved sync.WaitGroup
	solved.Add(len(keys))
	together := make(chan struct{}) // closed once every session shows its solution: then all ask o at once
	go func() { solved.Wait(); close(together) }()
	for i, key := range keys {
		wg.Go(func() {
			s := open(addr, key)
			defer s.close()
			s.waitFor("your game in progress") // 617, resumed
			s.send("\x1b")
			s.waitFor("resume") // browsing, the game kept
			s.send("g")
			for _, c := range strconv.Itoa(1000 + i) {
				s.send(string(c))
			}
			s.send("\r")
			s.waitFor("#" + words.Number(int64(1000+i)))
			s.send("s")
			s.waitFor("step") // the solution plays back: "step 3/36", or "→ steps"
			s.send(" ")       // paused
			solved.Done()
			<-together
			s.send("o") // the proof, all at once
			s.waitForAny("fewest", "waiting for a turn")
			time.Sleep(2 * time.Second) // the status says a wait at the spinner's next turn
			if strings.Contains(s.out.screen(), "waiting for a turn") {
				waited.Add(1)
			}
			time.Sleep(18 * time.Second)
			s.send("\x1b", "q")
			s.wait()
		})
	}
	wg.Wait()
}

// faults kills a client mid-move, then the server mid-game (kill -9), and
// checks that the player's saved moves are there when they come back.
func faults(addr string, srv *exec.Cmd, start func() *exec.Cmd) *exec.Cmd {
	key := newKey()
	s := open(addr, key)
	s.waitFor("FreeCell #1")
	s.send("g", "9", "9", "\r", "\r", "8", "a", "8", "b")
	s.waitFor("2 moves")
	s.send("7")     // a card picked up: the move half made
	_ = s.c.Close() // the client gone at once, as kill -9 leaves it
	s = open(addr, key)
	s.waitFor("your game in progress: 2 moves made")
	fmt.Println("  a client killed mid-move: its 2 saved moves are there at the next login; the server lives")
	s.send("8", "c")
	s.waitFor("3 moves")
	time.Sleep(time.Second) // the move's save lands (the promise: all but the move being made)
	check(srv.Process.Kill())
	_ = srv.Wait()
	s.wait()
	srv = start()
	s = open(addr, key)
	s.waitFor("your game in progress: 3 moves made")
	fmt.Println("  the server killed mid-game and started again: the game resumes with its 3 moves")
	s.send("q")
	s.wait()
	return srv
}

// saved checks every player's store: 617 in progress with the 20 moves.
func saved(dir string, keys []gossh.Signer) {
	ok := 0
	for _, k := range keys {
		sum := sha256.Sum256(k.PublicKey().Marshal())
		store := state.Open(filepath.Join(dir, "players", hex.EncodeToString(sum[:])))
		g, found, _ := store.InProgress(state.Key{Deal: 617, FreeCells: 4})
		_ = store.Close()
		if found && g.PlayerMoves == playerMoves(moves617) {
			ok++
		}
	}
	fmt.Printf("saved: %d of %d players have their game on 617 with its moves\n", ok, len(keys))
}

// playerMoves is how many of moves are a player's (not to the foundations).
func playerMoves(moves []string) int {
	n := 0
	for _, m := range moves {
		if m[1] != 'h' {
			n++
		}
	}
	return n
}

func phase(name string, pid int, cpu0 time.Duration, started time.Time, run func()) {
	fmt.Println(name)
	run()
	fmt.Printf("  took %v; server CPU %v; server peak memory so far %s\n", time.Since(started).Round(time.Millisecond), (cpuTime(pid) - cpu0).Round(time.Millisecond), peak(pid))
}

// cpuTime is a process's user and system time, from /proc.
func cpuTime(pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	fields := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+2:]))
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	return time.Duration(utime+stime) * 10 * time.Millisecond // USER_HZ 100
}

// peak is a process's peak resident memory, from /proc.
func peak(pid int) string {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "?"
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			kb, _ := strconv.Atoi(strings.Fields(line)[1])
			return fmt.Sprintf("%d MiB", kb/1024)
		}
	}
	return "?"
}

// session is a client's session: keys in, output out.
type session struct {
	c    *gossh.Client
	s    *gossh.Session
	in   io.Writer
	out  *buffer
	done chan struct{}
}

// buffer is a session's output: its bytes, and the screen they draw (a
// terminal emulator's), which the waits read.
type buffer struct {
	mu      sync.Mutex
	b       bytes.Buffer
	emu     *vt.SafeEmulator
	changed chan struct{} // a write came since the last look
}

func (b *buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	_, _ = b.emu.Write(p)
	select {
	case b.changed <- struct{}{}:
	default:
	}
	return b.b.Write(p)
}

// screen is the text on the session's screen.
func (b *buffer) screen() string { return ansi.Strip(b.emu.Render()) }

func (b *buffer) len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Len()
}

func open(addr string, key gossh.Signer) *session {
	c, err := dialFrom(addr, "", gossh.PublicKeys(key))
	check(err)
	return openOn(c)
}

// dialFrom logs in to addr from the local address given ("": any).
func dialFrom(addr, local string, auth gossh.AuthMethod) (*gossh.Client, error) {
	d := net.Dialer{Timeout: 30 * time.Second}
	if local != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(local)}
	}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	_ = conn.SetDeadline(time.Now().Add(30 * time.Second)) // the handshake's
	cc, chans, reqs, err := gossh.NewClientConn(conn, addr, &gossh.ClientConfig{User: "load", Auth: []gossh.AuthMethod{auth},
		HostKeyCallback: gossh.InsecureIgnoreHostKey()})
	if err != nil {
		_ = conn.Close()
		return nil, err
	}
	_ = conn.SetDeadline(time.Time{})
	return gossh.NewClient(cc, chans, reqs), nil
}

// openOn opens a session with a terminal on c: the viewer.
func openOn(c *gossh.Client) *session {
	s, err := c.NewSession()
	check(err)
	check(s.RequestPty("xterm-256color", 30, 100, gossh.TerminalModes{}))
	in, err := s.StdinPipe()
	check(err)
	out := &buffer{emu: vt.NewSafeEmulator(100, 30), changed: make(chan struct{}, 1)}
	s.Stdout, s.Stderr = out, out
	check(s.Shell())
	go func() { _, _ = io.Copy(in, out.emu) }() // the terminal's answers (its background colour) go back
	done := make(chan struct{})
	go func() { _ = s.Wait(); close(done) }()
	return &session{c: c, s: s, in: in, out: out, done: done}
}

func (s *session) send(keys ...string) {
	for _, k := range keys {
		s.sendNow(k)
		time.Sleep(30 * time.Millisecond)
	}
}

func (s *session) sendNow(k string) { _, _ = s.in.Write([]byte(k)) }

// waitFor waits until text is on the session's screen (a search may wait
// its turn behind every other session's).
func (s *session) waitFor(text string) { s.waitForAny(text) }

// waitForAny waits until one of texts is on the session's screen, and says which.
func (s *session) waitForAny(texts ...string) int {
	deadline := time.Now().Add(5 * time.Minute)
	for {
		screen := s.out.screen()
		for i, text := range texts {
			if strings.Contains(screen, text) {
				return i
			}
		}
		if time.Now().After(deadline) {
			check(fmt.Errorf("%q never on screen:\n%s", texts, screen))
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (s *session) wait() {
	select {
	case <-s.done:
	case <-time.After(30 * time.Second):
	}
}

func (s *session) close() { _ = s.c.Close() }

func newKey() gossh.Signer {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	check(err)
	signer, err := gossh.NewSignerFromKey(priv)
	check(err)
	return signer
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n") + "\n"
}

// server is the server's process, stopped when the test fails.
var server *os.Process

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		if server != nil {
			_ = server.Kill()
		}
		os.Exit(1)
	}
}
