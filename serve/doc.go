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
// A session passes wish middleware (middleware.go) on its way to the viewer:
// a panic's recovery, the stop, the bounds on sessions, its commands (ascii,
// accessible, delete-my-data, help), the need of a terminal. A session with
// no terminal, or the accessible command, gets the accessible mode's plain
// lines (accessible.go) in place of the screen. Everything a client controls is
// bounded (limits.go, listener.go, channel.go, input.go): connections and
// attempts per address before a word of SSH, the handshake's time, the
// session requests and environment a connection may send, sessions at once,
// a paste, the keys a second, the wait of a frame write, idle time; the
// searches players start share lanes and end with their session.
package serve
