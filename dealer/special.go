package dealer

// Windows' hidden deals -1 and -2 are not shuffled: they are fixed layouts that no
// play can win. Each is written as its eight columns, bottom card first.
var (
	jokeDeal1 = layoutFromColumns([NumColumns]string{
		"AC 3C 5C 7C 9C JC KC", "AD 3D 5D 7D 9D JD KD", "AH 3H 5H 7H 9H JH KH", "AS 3S 5S 7S 9S JS KS",
		"QC TC 8C 6C 4C 2C", "QD TD 8D 6D 4D 2D", "QH TH 8H 6H 4H 2H", "QS TS 8S 6S 4S 2S",
	})
	jokeDeal2 = layoutFromColumns([NumColumns]string{
		"AS KS QS JS TS 9S 8S", "AH KH QH JH TH 9H 8H", "AD KD QD JD TD 9D 8D", "AC KC QC JC TC 9C 8C",
		"7S 6S 5S 4S 3S 2S", "7H 6H 5H 4H 3H 2H", "7D 6D 5D 4D 3D 2D", "7C 6C 5C 4C 3C 2C",
	})
)

// layoutFromColumns builds a layout from literal columns; it panics on a typo, which
// can only happen while editing this file (the package's tests would fail to start).
func layoutFromColumns(cols [NumColumns]string) Layout {
	var l Layout
	for col, text := range cols {
		for depth := 0; depth*3 < len(text); depth++ {
			c, err := ParseCard(text[depth*3 : depth*3+2])
			if err != nil {
				panic(err)
			}
			l.Cards[depth*NumColumns+col] = c
		}
	}
	return l
}
