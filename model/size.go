package model

import tea "charm.land/bubbletea/v2"

// sizeUnknownMsg follows a size of 0 from the terminal: a pseudo-terminal
// nobody sized (script, some CI runners and serial consoles) says 0x0, and
// nothing can be drawn in it: the screen stayed blank, the viewer running.
type sizeUnknownMsg struct{}

// assumedWidth and assumedHeight are the size taken for a terminal that
// says none: a terminal's size as it starts, VT100's.
const assumedWidth, assumedHeight = 80, 24

// assumeSize is a size for the program to draw in where the terminal still
// says none (one said since stands): the renderer takes it as it takes the
// terminal's, and a size the terminal says later replaces it.
func (m Model) assumeSize() tea.Cmd {
	if m.width > 0 && m.height > 0 {
		return nil
	}
	w, h := m.width, m.height
	if w <= 0 {
		w = assumedWidth
	}
	if h <= 0 {
		h = assumedHeight
	}
	return func() tea.Msg { return tea.WindowSizeMsg{Width: w, Height: h} }
}
