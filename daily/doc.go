// Package daily is the daily deal: one deal a UTC date, the same for every
// player and every version of freecell, from a table made once and committed
// (table.go, by scripts/gendaily). The rule that made it: Monday and Tuesday
// an easy deal, Wednesday and Thursday a medium one, Friday and Saturday a
// hard one, Sunday an expert one, each band as the shipped atlas of
// 1..32,000 rates its deals (the fewest free cells they need), undecided
// deals left out; within a calendar year no deal twice: the band's deals are
// taken in the order of the SHA-256 of "freecell daily YEAR GAME" (the hash's
// hex, then the game). The table is frozen: a later atlas does not change a
// day's deal.
//
// The daily is played with four free cells, as a game of its own: it counts
// for the UTC date it was started on, however long it takes. A streak is the
// days in a row whose daily was won.
package daily
