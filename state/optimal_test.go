package state

import "testing"

// TestOptimalKept: lengths proven are read back by deal, free cells and
// layout, a second save replacing the first.
func TestOptimalKept(t *testing.T) {
	s, _ := openTemp(t)
	a, b, c := Key{Deal: 617, FreeCells: 4}, Key{Deal: 617, FreeCells: 3}, Key{FreeCells: 4, Layout: "board"}
	for _, save := range []struct {
		k     Key
		moves int
	}{{a, 35}, {b, 40}, {c, 12}, {a, 34}} {
		if err := s.SaveOptimal(save.k, save.moves); err != nil {
			t.Fatal(err)
		}
	}
	all, err := s.AllOptimal()
	if err != nil || len(all) != 3 || all[a] != 34 || all[b] != 40 || all[c] != 12 {
		t.Errorf("read %v, %v; want 617/4: 34, 617/3: 40, the layout: 12", all, err)
	}
}
