package dealer

// columnsTextLen is the length of AppendColumns' output: every card is two
// characters followed by a space or, for the last card of a column, a newline.
const columnsTextLen = 52 * 3

// AppendColumns appends the layout in Freecell Solver's board format, as
// make-microsoft-freecell-board -t prints it: one line per column, bottom card
// first, cards separated by spaces, T for ten.
func AppendColumns(dst []byte, l *Layout) []byte {
	start := len(dst)
	dst = append(dst, make([]byte, columnsTextLen)...)
	text := (*[columnsTextLen]byte)(dst[start:])
	at := 0
	for col := range NumColumns {
		n := ColumnLen(col)
		for depth := range n {
			name := cardNames[l.Cards[depth*NumColumns+col]&63]
			text[at], text[at+1], text[at+2] = name[0], name[1], ' '
			at += 3
		}
		text[at-1] = '\n'
	}
	return dst
}

// AppendRows appends the layout as dealt: seven lines of cards separated by spaces.
func AppendRows(dst []byte, l *Layout) []byte {
	for i, c := range l.Cards {
		if i%NumColumns != 0 {
			dst = append(dst, ' ')
		}
		dst = appendCard(dst, c)
		if i%NumColumns == NumColumns-1 || i == len(l.Cards)-1 {
			dst = append(dst, '\n')
		}
	}
	return dst
}

func appendCard(dst []byte, c Card) []byte {
	name := cardNames[c]
	return append(dst, name[0], name[1])
}
