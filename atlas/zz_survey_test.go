package atlas

import (
	"context"
	"os"
	"strconv"
	"testing"
)

func TestZZSurvey(t *testing.T) {
	from, _ := strconv.ParseInt(os.Getenv("ZZ_FROM"), 10, 64)
	n, _ := strconv.ParseInt(os.Getenv("ZZ_N"), 10, 64)
	if n == 0 {
		t.Skip()
	}
	for g := from; g < from+n; g++ {
		f, err := Survey(context.Background(), g, Options{})
		if err != nil {
			t.Fatal(err)
		}
		f.WriteJSON(os.Stdout, true)
	}
}
