package serve

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// tmuxClients drives real OpenSSH clients in a tmux server of the test's own.
type tmuxClients struct {
	t      *testing.T
	socket string
	port   string
	keys   string
}

func newTmuxClients(t *testing.T, addr string) *tmuxClients {
	t.Helper()
	for _, tool := range []string{"ssh", "ssh-keygen", "tmux"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (apt-get install -y openssh-client tmux): skipping the test with a real SSH client", tool)
		}
	}
	dir := t.TempDir()
	c := &tmuxClients{t: t, socket: filepath.Join(dir, "tmux"), port: addr[strings.LastIndex(addr, ":")+1:], keys: dir}
	t.Cleanup(func() { _ = exec.Command("tmux", "-S", c.socket, "kill-server").Run() })
	return c
}

// key makes an SSH key pair, named.
func (c *tmuxClients) key(name string) string {
	path := filepath.Join(c.keys, name)
	if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", path).CombinedOutput(); err != nil {
		c.t.Fatalf("ssh-keygen: %v: %s", err, out)
	}
	return path
}

// sshCommand is the client's command line: the key given, or none (a guest).
func (c *tmuxClients) sshCommand(key string, extra ...string) string {
	args := []string{"ssh", "-tt", "-F", "/dev/null", "-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none",
		"-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR", "-o", "BatchMode=no"}
	if key != "" {
		args = append(args, "-i", key)
	} else { // no key of the user's (~/.ssh/id_*) either: a guest is a guest on any machine
		args = append(args, "-o", "PubkeyAuthentication=no")
	}
	args = append(args, extra...)
	return strings.Join(append(args, "-p", c.port, "127.0.0.1"), " ")
}

// open starts a client in a window of its own, 100×30.
func (c *tmuxClients) open(name, key string, extra ...string) {
	c.tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "30", c.sshCommand(key, extra...)+"; sleep 30")
}

func (c *tmuxClients) tmux(args ...string) string {
	c.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", c.socket}, args...)...).CombinedOutput()
	if err != nil {
		c.t.Fatalf("tmux %v: %v: %s", args, err, out)
	}
	return string(out)
}

func (c *tmuxClients) send(name string, keys ...string) {
	for _, k := range keys {
		c.tmux("send-keys", "-t", name, k)
		time.Sleep(150 * time.Millisecond)
	}
}

func (c *tmuxClients) screen(name string) string { return c.tmux("capture-pane", "-p", "-t", name) }

func (c *tmuxClients) waitFor(name, text string) {
	c.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		s := c.screen(name)
		if strings.Contains(s, text) {
			return
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("%s: %q never on screen:\n%s", name, text, s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestWithOpenSSH plays as players reach the server: with OpenSSH's client.
func TestWithOpenSSH(t *testing.T) {
	addr, _, _ := testServer(t, nil)
	c := newTmuxClients(t, addr)
	a, b := c.key("a"), c.key("b")

	c.open("a", a) // connect, play a move, drop the connection
	c.waitFor("a", "FreeCell #1")
	c.send("a", "g", "617", "Enter", "Enter", "8", "a")
	c.waitFor("a", "1 move")
	c.tmux("kill-session", "-t", "a") // the client goes, mid-game
	time.Sleep(500 * time.Millisecond)
	c.open("a2", a) // and comes back to the game
	c.waitFor("a2", "your game in progress: 1 move made")

	c.open("b", b) // another key sees none of it
	c.waitFor("b", "FreeCell #1")
	c.send("b", "g", "617", "Enter")
	c.waitFor("b", "FreeCell #617")
	if s := c.screen("b"); strings.Contains(s, "in progress") {
		t.Errorf("another key sees the game in progress:\n%s", s)
	}

	c.open("guest", "") // a guest, told nothing is saved
	c.waitFor("guest", "nothing you play is saved")

	c.open("password", "", "-o", "PreferredAuthentications=password", "-o", "NumberOfPasswordPrompts=1")
	c.waitFor("password", "Permission denied")

	c.send("a2", "Escape") // a name with escape sequences, shown stripped
	time.Sleep(300 * time.Millisecond)
	c.send("a2", "B")
	c.waitFor("a2", "the daily board")
	c.send("a2", "n")
	c.tmux("set-buffer", "\x1b[31mRed\x1b[0m \x1b]0;pwned\x07Queen")
	c.tmux("paste-buffer", "-p", "-t", "a2")
	time.Sleep(200 * time.Millisecond)
	c.send("a2", "Enter")
	c.waitFor("a2", "your name: Red Queen")
	if s := c.tmux("capture-pane", "-p", "-e", "-t", "a2"); strings.Contains(s, "pwned") || strings.Contains(s, "[31mRed") {
		t.Errorf("the name's escape sequences reached the screen:\n%s", s)
	}
}

// TestAccessibleWithOpenSSH plays in the accessible mode as a player
// reaches it, ssh -t HOST accessible: lines typed on a raw terminal are
// echoed and edited by the server, and the game is kept as a board's is.
func TestAccessibleWithOpenSSH(t *testing.T) {
	addr, _, _ := testServer(t, nil)
	c := newTmuxClients(t, addr)
	a := c.key("a")
	lines := func(name string) {
		c.tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "30", c.sshCommand(a)+" accessible; sleep 30")
	}
	lines("a")
	c.waitFor("a", "accessible mode")
	c.send("a", "go 61x", "BSpace", "7", "Enter") // typed, one character erased
	c.waitFor("a", "FreeCell number 617, classic deal")
	c.send("a", "3a", "Enter")
	c.waitFor("a", "Moved king of clubs from column 3 to free cell a;")
	c.send("a", "quit", "Enter")
	time.Sleep(500 * time.Millisecond)
	lines("a2") // the game was kept, and comes back
	c.waitFor("a2", "Free cells: a, king of clubs")
	if s := c.tmux("capture-pane", "-p", "-S", "-200", "-t", "a"); !strings.Contains(s, "go 617\n") {
		t.Errorf("the line typed was not echoed as edited:\n%s", s)
	}
}

// TestAccessibleStopEndsAHalfTypedLine: the server stopping while a line is
// half typed in the accessible mode says so on a line of its own, not run
// into what was typed ("loofreecell: ..." read aloud as one word).
func TestAccessibleStopEndsAHalfTypedLine(t *testing.T) {
	addr, _, stop := testServer(t, nil)
	c := newTmuxClients(t, addr)
	a := c.key("a")
	c.tmux("new-session", "-d", "-s", "a", "-x", "100", "-y", "30", c.sshCommand(a)+" accessible; sleep 30")
	c.waitFor("a", "accessible mode")
	c.send("a", "loo")
	c.waitFor("a", "loo")
	stop()
	c.waitFor("a", "the server is stopping")
	if screen := c.tmux("capture-pane", "-p", "-t", "a"); strings.Contains(screen, "loofreecell") {
		t.Errorf("the stop ran into the line typed:\n%s", screen)
	}
}
