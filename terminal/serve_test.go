package terminal

import (
	"errors"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"github.com/freecell/freecell/internal/lockedbuf"
)

// sizer is a model that shows the size it was told, and panics on "p".
type sizer struct{ w, h, sizes, xs int }

func (s sizer) Init() tea.Cmd { return nil }
func (s sizer) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.w, s.h, s.sizes = msg.Width, msg.Height, s.sizes+1
	case tea.KeyPressMsg:
		switch msg.String() {
		case "p":
			panic("a key that breaks the model")
		case "q":
			return s, tea.Quit
		case "x":
			s.xs++
		}
	}
	return s, nil
}
func (s sizer) View() tea.View {
	return tea.NewView("size " + itoa(s.w) + "x" + itoa(s.h) + ", x " + itoa(s.xs) + ".")
}

func itoa(n int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		if n /= 10; n == 0 {
			return string(b)
		}
	}
}

// serve runs a sizer on a remote terminal fed by the returned writer.
func serve(t *testing.T, size Size, stop chan os.Signal) (keys io.WriteCloser, out *lockedbuf.Buffer, sizes chan Size, done chan error, model func() tea.Model) {
	t.Helper()
	in, keys := io.Pipe()
	out = &lockedbuf.Buffer{}
	sizes = make(chan Size)
	done = make(chan error, 1)
	var mu sync.Mutex
	var final tea.Model
	go func() {
		res, err := Serve(sizer{}, Remote{In: in, Out: out, Size: size, Sizes: sizes, Env: []string{"TERM=xterm-256color"},
			Profile: colorprofile.ANSI, Max: Size{300, 100}, Stop: stop})
		mu.Lock()
		final = res.Model
		mu.Unlock()
		done <- err
	}()
	return keys, out, sizes, done, func() tea.Model { mu.Lock(); defer mu.Unlock(); return final }
}

func waitFor(t *testing.T, out *lockedbuf.Buffer, text string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(out.String(), text) {
		if time.Now().After(deadline) {
			t.Fatalf("%q never drawn; drawn: %q", text, out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestServeCapsTheSize: a client claiming 1000×1000 is drawn at the cap.
func TestServeCapsTheSize(t *testing.T) {
	keys, out, sizes, done, _ := serve(t, Size{1000, 1000}, nil)
	waitFor(t, out, "size 300x100")
	sizes <- Size{80, 24}
	waitFor(t, out, "size 80x24")
	_, _ = keys.Write([]byte("q"))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestServeUnknownSizeIsTheUsual: a client that gives no size (0×0, as ssh
// -tt with its input piped does) is drawn at 80×24, not at nothing.
func TestServeUnknownSizeIsTheUsual(t *testing.T) {
	keys, out, sizes, done, _ := serve(t, Size{0, 0}, nil)
	waitFor(t, out, "size 80x24")
	sizes <- Size{100, 0}
	sizes <- Size{100, 30}
	waitFor(t, out, "size 100x30")
	_, _ = keys.Write([]byte("q"))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestServePanicEndsTheRunAlone: a panic in the model ends its run with
// ErrPanicked, the model as it was before, and the process goes on.
func TestServePanicEndsTheRunAlone(t *testing.T) {
	keys, out, sizes, done, model := serve(t, Size{80, 24}, nil)
	waitFor(t, out, "size 80x24")
	sizes <- Size{90, 30}
	waitFor(t, out, "size 90x30")
	_, _ = keys.Write([]byte("p"))
	err := <-done
	if !errors.Is(err, ErrPanicked) || !strings.Contains(err.Error(), "a key that breaks the model") {
		t.Fatalf("Serve = %v; want ErrPanicked", err)
	}
	if m, ok := model().(sizer); !ok || m.w != 90 {
		t.Errorf("the model after the panic: %#v; want the one before it", model())
	}
}

// TestServeStops: a stop the server asks for ends the run, said as its signal.
func TestServeStops(t *testing.T) {
	stop := make(chan os.Signal, 1)
	_, out, _, done, _ := serve(t, Size{80, 24}, stop)
	waitFor(t, out, "size 80x24")
	stop <- ServerStopping
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestServeCoalescesFrames: a burst of 1,000 sizes is drawn in far fewer
// frames than one a size (a frame at most every frameGap), and the last
// frame shows the last size.
// TestServeHoldsSizesBack: a burst of window changes reaches the model as
// at most one size each SizeGap, the latest last.
func TestServeHoldsSizesBack(t *testing.T) {
	keys, out, sizes, done, model := serve(t, Size{80, 24}, nil)
	waitFor(t, out, "size 80x24")
	start := time.Now()
	for i := range 1000 {
		sizes <- Size{40 + 260*(i%2), 12 + 88*(i%2)}
	}
	sizes <- Size{77, 20}
	waitFor(t, out, "size 77x20")
	most := int(time.Since(start)/SizeGap) + 2
	_, _ = keys.Write([]byte("q"))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if n := model().(sizer).sizes - 1; n > most {
		t.Errorf("1,001 sizes in %v reached the model as %d, want at most %d (one each %v)", time.Since(start).Round(time.Millisecond), n, most, SizeGap)
	}
}

// TestServeCoalescesFrames: a thousand keys that each change the view are
// drawn in far fewer frames, one each frameGap at most.
// TestServeBudgetsFrames: a flood of keys that goes on is drawn at most
// frameBurst frames, then frameRate a second, not 60 a second for as long
// as it lasts.
func TestServeBudgetsFrames(t *testing.T) {
	keys, out, _, done, _ := serve(t, Size{80, 24}, nil)
	waitFor(t, out, "size 80x24")
	before, start := out.Writes(), time.Now()
	for range 1500 { // 3 s of keys, 500 a second
		_, _ = keys.Write([]byte("x"))
		time.Sleep(2 * time.Millisecond)
	}
	elapsed := time.Since(start)
	if most := frameBurst + int(elapsed.Seconds()*frameRate) + 2; out.Writes()-before > most {
		t.Errorf("a flood of %v drawn in %d frames, more than %d", elapsed.Round(time.Millisecond), out.Writes()-before, most)
	}
	_, _ = keys.Write([]byte("q"))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestFrameBudget: a full bucket lets frameBurst frames through at once,
// then one each 1/frameRate s; a pause fills it again.
func TestFrameBudget(t *testing.T) {
	var b frameBudget
	now := time.Unix(0, 0)
	for i := range frameBurst {
		if w := b.wait(now); w != 0 {
			t.Fatalf("frame %d of a full bucket waits %v", i, w)
		}
		b.spend(now)
	}
	if w, want := b.wait(now), time.Second/frameRate; w != want {
		t.Errorf("past the burst: wait %v, want %v", w, want)
	}
	now = now.Add(time.Second / frameRate)
	if w := b.wait(now); w != 0 {
		t.Errorf("a token's time on: wait %v", w)
	}
	now = now.Add(time.Hour)
	if b.wait(now); b.tokens != frameBurst {
		t.Errorf("after a pause: %v tokens, want %d", b.tokens, frameBurst)
	}
}

func TestServeCoalescesFrames(t *testing.T) {
	keys, out, _, done, _ := serve(t, Size{80, 24}, nil)
	waitFor(t, out, "size 80x24")
	before := out.Writes()
	for range 1000 {
		_, _ = keys.Write([]byte("x"))
	}
	waitFor(t, out, "1000.") // the renderer writes what changed
	if frames := out.Writes() - before; frames >= 500 {
		t.Errorf("1,000 keys drawn in %d frames: not held back to one each %v", frames, frameGap)
	}
	_, _ = keys.Write([]byte("q"))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
