package state

import "testing"

// TestOptimalKept: lengths proven are read back with their solutions by deal,
// free cells and layout, a second save replacing the first.
func TestOptimalKept(t *testing.T) {
	s, _ := openTemp(t)
	a, b, c := Key{Deal: 617, FreeCells: 4}, Key{Deal: 617, FreeCells: 3}, Key{FreeCells: 4, Layout: "board"}
	for _, save := range []struct {
		k Key
		o Optimal
	}{{a, Optimal{35, "1a 2b"}}, {b, Optimal{40, "3c"}}, {c, Optimal{12, "4d"}}, {a, Optimal{34, "5h"}}} {
		if err := s.SaveOptimal(save.k, save.o); err != nil {
			t.Fatal(err)
		}
	}
	all, err := s.AllOptimal()
	if err != nil || len(all) != 3 || all[a] != (Optimal{34, "5h"}) || all[b] != (Optimal{40, "3c"}) || all[c] != (Optimal{12, "4d"}) {
		t.Errorf("read %v, %v; want 617/4: 34, 617/3: 40, the layout: 12, with their solutions", all, err)
	}
}
