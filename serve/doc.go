// Package serve is freecell over SSH (freecell --serve): each connection
// gets the viewer as it is locally, at the client's size and colours, drawn
// by package terminal's renderer. A player is the public key their login
// completed with: their games, statistics, settings and daily streak live in
// a database of their own (players/ID/freecell.db under the server's state
// folder), so that no query can reach another player's, and deleting a
// player's data is deleting a folder. Guests come in by keyboard-interactive
// login, play, and keep nothing. The daily board (board.db) is the one thing
// players share: who won today's daily, in how many moves.
//
// Limits keep a shared server alive: sessions at once, sessions per address,
// connection attempts a minute per address, an idle timeout, and one budget
// of memory for the searches players start, which wait their turn.
package serve
