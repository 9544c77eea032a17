package dealer

// columnsTextLen is the length of AppendColumns' output: every card is two
// characters followed by a space or, for the last card of a column, a newline.
const columnsTextLen = 52 * 3

// columnsTemplate is AppendColumns' output with the cards left blank, and
// columnsOffset[i] is where the name of the i-th dealt card goes in it. Every
// layout has the same shape, so formatting is a copy and 52 two-byte stores. The
// template is 257 bytes long so that any uint8 offset and the byte after it are
// in range, which lets the compiler drop the bounds checks.
var columnsTemplate, columnsOffset = func() (text [257]byte, offset [64]uint8) {
	at := 0
	for col := range NumColumns {
		for depth := range ColumnLen(col) {
			offset[depth*NumColumns+col] = uint8(at)
			text[at+2] = ' '
			at += 3
		}
		text[at-1] = '\n'
	}
	return text, offset
}()

// cardNameBytes is cardNames as bytes, padded to 64 entries so that a card masked
// with 63 needs no bounds check.
var cardNameBytes = func() (names [64][2]byte) {
	for c, name := range cardNames {
		names[c] = [2]byte{name[0], name[1]}
	}
	return names
}()

// AppendColumns appends the layout in Freecell Solver's board format, as
// make-microsoft-freecell-board -t prints it: one line per column, bottom card
// first, cards separated by spaces, T for ten.
func AppendColumns(dst []byte, l *Layout) []byte {
	text := columnsTemplate
	for i, c := range l.Cards {
		name := cardNameBytes[c&63]
		at := columnsOffset[i&63]
		text[at], text[int(at)+1] = name[0], name[1]
	}
	return append(dst, text[:columnsTextLen]...)
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
