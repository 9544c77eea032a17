package dealer

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// evidence is dealer/testdata/conformance.txt, made from the reference dealer by
// scripts/conformance-evidence.sh.
type evidence struct {
	digestLast int64  // the digest covers games 1..digestLast
	digest     string // SHA-256 of the reference's output for those games, in order
	spots      map[int64]string
}

func readEvidence(t *testing.T) evidence {
	t.Helper()
	f, err := os.Open("testdata/conformance.txt")
	if err != nil {
		t.Fatalf("conformance evidence missing (run scripts/conformance-evidence.sh): %v", err)
	}
	defer f.Close()
	ev := evidence{spots: map[int64]string{}}
	sc := bufio.NewScanner(f)
	var game int64
	for sc.Scan() {
		line := sc.Text()
		switch fields := strings.Fields(line); {
		case strings.HasPrefix(line, "#"):
		case len(fields) == 4 && fields[0] == "digest" && fields[2] == "sha256":
			ev.digestLast, err = strconv.ParseInt(strings.TrimPrefix(fields[1], "1-"), 10, 64)
			ev.digest = fields[3]
		case len(fields) == 2 && fields[0] == "game":
			game, err = strconv.ParseInt(fields[1], 10, 64)
		default:
			ev.spots[game] += line + "\n"
		}
		if err != nil {
			t.Fatalf("bad evidence line %q: %v", line, err)
		}
	}
	if ev.digest == "" || len(ev.spots) == 0 {
		t.Fatal("conformance evidence has no digest or no spot games")
	}
	return ev
}

// TestConformanceDigest deals every game the digest covers (1..1,000,000) and
// compares the digest of our fcs output with the reference dealer's.
func TestConformanceDigest(t *testing.T) {
	ev := readEvidence(t)
	if ev.digestLast < 1000000 {
		t.Errorf("the evidence covers games 1..%d only; regenerate it for 1..1000000", ev.digestLast)
	}
	h := sha256.New()
	var l Layout
	buf := make([]byte, 0, 64<<10)
	for game := int64(1); game <= ev.digestLast; game++ {
		_ = DealInto(&l, game)
		buf = AppendColumns(buf, &l)
		if len(buf) > 60<<10 {
			h.Write(buf)
			buf = buf[:0]
		}
	}
	h.Write(buf)
	if got := hex.EncodeToString(h.Sum(nil)); got != ev.digest {
		t.Fatalf("games 1..%d: digest %s, reference %s", ev.digestLast, got, ev.digest)
	}
}

func TestConformanceSpotGames(t *testing.T) {
	ev := readEvidence(t)
	for _, required := range []int64{1<<31 - 1, 1 << 31, 1<<32 - 1, 1 << 32, MaxGame} {
		if _, ok := ev.spots[required]; !ok {
			t.Errorf("the evidence lacks spot game %d", required)
		}
	}
	extended := 0
	for game, want := range ev.spots {
		if game > 1000000 {
			extended++
		}
		l, err := Deal(game)
		if err != nil {
			t.Errorf("Deal(%d): %v", game, err)
			continue
		}
		if got := string(AppendColumns(nil, &l)); got != want {
			t.Errorf("game %d:\n%s\nreference:\n%s", game, got, want)
		}
	}
	t.Logf("%d spot games match, %d of them extended numbers", len(ev.spots), extended)
	if extended < 100 {
		t.Errorf("only %d extended spot games; want a spread of at least 100", extended)
	}
}

// TestConformanceLive asks the reference dealer itself about a fresh spread of games.
func TestConformanceLive(t *testing.T) {
	ref, err := exec.LookPath("make-microsoft-freecell-board")
	if err != nil {
		t.Skip("make-microsoft-freecell-board not installed (apt-get install freecell-solver-bin); the committed evidence still runs")
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	games := []int64{1, 617, 32000, 1000000, 1<<31 - 1, 1 << 31, 1<<32 - 1, 1 << 32, MaxGame}
	for range 100 {
		games = append(games, 1+rng.Int64N(1000000), 1+rng.Int64N(MaxGame))
	}
	for _, game := range games {
		want, err := exec.Command(ref, "-t", strconv.FormatInt(game, 10)).Output()
		if err != nil {
			t.Fatalf("%s -t %d: %v", ref, game, err)
		}
		l, _ := Deal(game)
		if got := AppendColumns(nil, &l); string(got) != string(want) {
			t.Errorf("game %d:\n%s\nreference:\n%s", game, got, want)
		}
	}
}
