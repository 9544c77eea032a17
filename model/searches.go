package model

import (
	"context"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/searches"
)

// gated is the coach's work, which waits for turn t of budget b first (its
// job's context ending the wait), and gives it back when done.
func gated(ctx context.Context, b *searches.Budget, t *searches.Turn, work func() tea.Msg) tea.Cmd {
	return func() tea.Msg {
		if leave, ok := b.Enter(ctx, t, searches.Coach); ok {
			defer leave()
		}
		return work()
	}
}
