package view

import "testing"

func TestPercent(t *testing.T) {
	for _, tt := range []struct{ part, whole, want int }{
		{0, 3, 0}, {1, 3, 33}, {2, 3, 67}, {3, 3, 100}, {199, 200, 99}, {1, 1000, 1}, {1, 2, 50},
	} {
		if got := Percent(tt.part, tt.whole); got != tt.want {
			t.Errorf("Percent(%d, %d) = %d, want %d", tt.part, tt.whole, got, tt.want)
		}
	}
}
