package serve

import (
	"bytes"
	"regexp"
	"testing"
)

// TestLogTimesSayUTC: a log line's time is UTC and says so (it read as the
// host's local time: "2026-12-06 11:10:44").
func TestLogTimesSayUTC(t *testing.T) {
	var b bytes.Buffer
	newLog(&b).Info("joined", "player", "guest")
	if !regexp.MustCompile(`^time=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ level=info msg=joined player=guest\n$`).Match(b.Bytes()) {
		t.Errorf("the log line is %q", b.String())
	}
}
