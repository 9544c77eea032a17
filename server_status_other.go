//go:build !unix

package main

import (
	"context"

	"github.com/freecell/freecell/serve"
)

// logStatusOnSignal does nothing where there is no SIGUSR1.
func logStatusOnSignal(context.Context, *serve.Server) {}
