package main

//go:generate go run ./scripts/genman usage.go docs/freecell.1

// Exit codes: one table for every command, in --help and docs/cli.md.
const (
	exitOK          = 0   // done: every game printed, or solved
	exitFailed      = 1   // the output or the terminal failed, or the viewer could not save as it ended
	exitUsage       = 2   // bad arguments
	exitGaveUp      = 3   // the solver stopped at a limit without a verdict
	exitNotWon      = 4   // --check: the moves are legal, but the game is not won
	exitLost        = 5   // --check: the moves are legal, and the position they reach is lost
	exitTimeLimit   = 6   // --timeout: a game's time ran out before a verdict
	exitImpossible  = 7   // a game is impossible: no sequence of moves solves it
	exitIllegal     = 8   // --check: a move is illegal
	exitUnreadable  = 9   // the input (moves, a layout) or the saved games could not be read
	exitInterrupted = 130 // Ctrl+C (128 + SIGINT); 129 and 143 for SIGHUP and SIGTERM
)

const usage = `freecell - Microsoft FreeCell deals in the terminal

Usage:
  freecell [GAME]                        browse deals, starting at GAME
  freecell --layout FILE                 play the position in FILE
  freecell --daily                       today's daily deal
  freecell --print GAME|FIRST-LAST ...   print deals and exit
  freecell --solve GAME|FIRST-LAST ...   solve deals and exit
  freecell --check GAME [MOVES... | -]   check moves made from a deal
  freecell --survey GAME|FIRST-LAST ...  how hard deals are (the atlas's facts)
  freecell --stats [--daily]             the games played in the viewer
  freecell --serve [ADDR]                serve the viewer over SSH to players
  freecell --completion bash|zsh|fish    a shell's completion script

GAME is -2, -1 or 1 to 8,589,934,591 (commas, underscores and a leading #
are fine): 1-32,000 are the classic Windows deals, 1-1,000,000 those of
later Windows, up to 8,589,934,591 FreeCell Pro's extended numbers, and -1, -2
Windows' two joke deals, which no play wins with four free cells (five win
them). Without GAME the viewer opens the last game it showed (or game 1);
--print, --solve and --check need one.
MOVES are in standard notation (3a 46 74v2 1h), as --solve and fc-solve -snx
write them; - reads them from standard input. # starts a comment, to the
end of its line (of its argument, among arguments).

Options:
  -p, --print         print the deals (the default when output is not a
                      terminal)
  -f, --format FMT    text, fcs or json; text (default): "Game #N" and the
                      seven rows as dealt, or a solution's moves; fcs
                      (--print only): Freecell Solver's input; json: one
                      object per line
  -s, --solve         solve: one game's moves in standard notation, 10 a
                      line, foundation moves included; for several games a
                      summary (or one JSON record per game), with a progress
                      bar on stderr when it is a terminal
      --fast          (--solve) a quick verdict rather than a short solution
      --best          (--solve) the shortest solution a few seconds find
      --optimal       (--solve) the fewest moves there are, proven, with
                      every card that can go home sent at once (a minute
                      and 900 MiB a game unless --timeout, --memory say);
                      with --autoplay safe, counted as the viewer counts
      --timeout D     (--solve) give up on a game after D (30s, 1m,
                      500ms); with fewer than 4 free cells 1m unless
                      given; (--survey) on each verdict, left unknown
                      (exit 3): unless given, 1m each with fewer than 4
      --memory SIZE   (--solve, --survey) the memory a game's complete
                      searches may keep before giving up (2GB, 4GiB): 150
                      MiB, or with fewer than 4 free cells 800 MiB (the
                      process stays under 1 GiB), unless given; 16 MiB at
                      least
      --disk SIZE     (--solve, --survey) with fewer than 4 free cells, a
                      verdict that reaches its memory bound goes on from
                      the start keeping most of its positions in files of
                      up to SIZE in all (20GB, 16 MiB at least); none unless
                      given
      --disk-dir DIR  (with --disk) where those files go (default $TMPDIR,
                      else /tmp); each is removed as it is made, so the
                      space comes back when freecell ends, killed or not
      --survey        each deal's fewest free cells (solvable with them,
                      impossible with one fewer), length (default mode, 4
                      cells), the solver's effort, how many first moves keep
                      it winnable, and a difficulty and band: one game as
                      text, several as a JSON record each (its time under
                      "timing", apart from the facts), with a progress bar
                      on stderr when it is a terminal; --timeout and
                      --memory bound each verdict (unless given, those
                      with fewer than 4 cells: 1m and 800 MiB)
      --shard K/N     (--survey) only every N-th game, from the K-th
                      (K from 0, as $SLURM_ARRAY_TASK_ID)
      --resume FILE   (--survey) append to FILE the games it does not hold
                      yet: a survey stopped goes on where it stopped (one
                      survey a file: a second at once is refused)
      --down-to K     (--survey) a cheap survey: free-cell counts down to K
                      only, and no length or opening (whether K suffice);
                      --down-to 0: each deal's fewest free cells alone
  -c, --check         apply MOVES to GAME, with no automatic moves unless
                      --autoplay says, and say whether they are legal and
                      the game won
      --freecells N   N free cells, 0 to 8 (default 4, as Windows); past
                      four they are named a-g and k, as fc-solve names
                      them; the viewer remembers the count (F changes it),
                      --stats shows that count's games alone
      --from          (--solve, --print) from the position after the
                      moves that follow: --solve GAME --from MOVES... | -
                      (or --solve --layout FILE --from MOVES...) solves
                      from there; --print GAME --from MOVES... prints that
                      position in fc-solve's format
      --layout FILE   (--solve, --check, the viewer) start from the position
                      in FILE (- for stdin), in fc-solve's board format,
                      not a deal
      --autoplay MODE
                      (viewer, --check, --solve --optimal) cards that go
                      home by themselves, at the deal and after each move:
                      off, safe (the default in the viewer: as Windows) or
                      all; --check then takes a foundation move auto-play
                      made already as made; --optimal counts all by default,
                      and under safe (or off) other cards go home free
      --stats         games played, won (with help apart), streaks, and each
                      deal's tries and best, for each free-cell count played
                      (--format json: one JSON object a count); it reads
                      only, and writes nothing
      --daily         (viewer) today's daily deal, by the UTC date: the same
                      deal for everyone (easy on Monday and Tuesday, medium
                      Wednesday and Thursday, hard Friday and Saturday,
                      expert Sunday), played with four free cells as a game
                      of its own; (--print, --solve, or the viewer's
                      output not a terminal) that deal, in place of GAME;
                      (--stats) the dailies played, the streak of days won,
                      and today's share line once it is won
      --serve [ADDR]  run an SSH server (default 127.0.0.1:23234; :2222 for
                      every address) where each connection gets the viewer:
                      a player is the SSH key they log in with, their games
                      kept apart; anyone else may log in as a guest, who
                      keeps nothing; docs/server.md says how to run one
                      (SIGTERM stops it, each game saved; SIGUSR1 logs a
                      status line: sessions, connections, goroutines)
      --allow FILE    (--serve) only the keys in FILE (authorized_keys
                      format) may log in, and no guests
      --max-sessions N
                      (--serve) sessions at once, in all (default 100)
      --per-address N
                      (--serve) sessions at once from one address
                      (default 10)
      --attempts N    (--serve) connection attempts a minute from one
                      address (default 30)
      --idle D        (--serve) close a session after D without a
                      keypress, its game saved (default 30m)
      --searches N    (--serve) the searches players start that run at
                      once in each of two lanes: N long ones (solve, o,
                      surveys) and N of the coach's (verdicts, hints); the
                      rest wait their turn (default: one fewer than the
                      cores, at least one)
      --ascii         suits as letters (S H D C), plain borders and bars
                      (also where the locale is not UTF-8, LANG=C, and on
                      the Linux console, TERM=linux)
      --no-color      no colour (also when NO_COLOR is set; --no-colour too)
      --no-motion     nothing moves: auto-play's cards, a playback and a
                      win's banner show their end at once (also when
                      FREECELL_NO_MOTION is set, or the settings' motion is
                      off; the setting is not changed). These three are
                      let be, unused, where no board is drawn (an alias)
      --keys          print the keys in force, as the keys file writes them
                      (see Files), every action of every mode
      --accessible    the viewer in plain lines for a screen reader: each
                      thing said once, moves and commands typed (help
                      lists them); nothing moves; also when ACCESSIBLE is
                      set, or TERM is dumb; over SSH: ssh -t HOST accessible
  -h, --help          show this help
      --version       show the version
      --completion SHELL
                      a completion script for bash, zsh or fish, which
                      completes the options, their words and file names;
                      each shell looks for it in its own place (see Files)

Exit status (for a range, the first that applies, top down):
  130  interrupted by Ctrl+C (129, 143: hung up, terminated; in the
       viewer Ctrl+C is a key that quits, exit 0; --serve stops as
       asked, exit 0)
  1    the output could not be written, the terminal failed, the
       viewer could not save moves (or their time) as it ended, or
       --serve could not start (its address in use, say)
  9    the input could not be read (moves or a layout from standard
       input or a file), --stats could not read the saved games,
       --keys found the keys file refused, or --allow's file could not
       be read
  6    --solve: --timeout ran out on a game before a verdict
       (--optimal: before the proof, the best solution known printed)
  3    the solver gave up on a game (it stopped at a limit, no verdict;
       --optimal: its memory bound, before the proof); --survey: a fact
       left unknown at its --timeout or --memory bound
  7    a game is impossible: no sequence of moves solves it
  2    bad arguments, or a word of moves that is no move, or a layout
       that is no position, or an allow-list line --serve refuses, or
       an address that names no host (nothing was done)
  8    --check: a move is illegal
  5    --check: the moves are legal, and the position is lost (no play
       from it wins); the move that lost the game is named
  4    --check: the moves are legal but the game is not won
  0    every game printed, solved or surveyed; --check: the moves win
       the game

Environment:
  XDG_STATE_HOME  the saved games are kept in $XDG_STATE_HOME/freecell
                  (default ~/.local/state/freecell)
  XDG_CONFIG_HOME
                  the keys file is $XDG_CONFIG_HOME/freecell/keys.toml
                  (default ~/.config/freecell/keys.toml)
  NO_COLOR        set and not empty: no colour, as --no-color
  FREECELL_NO_MOTION
                  set and not empty: nothing moves, as --no-motion
  ACCESSIBLE      set and not empty: the viewer in plain lines, as
                  --accessible
  TERM, COLORTERM  the colours the terminal shows; TERM=dumb: the viewer in
                  plain lines, as --accessible
  GOMEMLIMIT      the Go runtime's soft memory limit, in place of
                  freecell's own (160 MiB, raised while a big search runs;
                  --serve: 96 MiB and 3 MiB a session --max-sessions allows);
                  Go reads it before freecell starts, and stops at once on
                  any other form than 500MiB or 2GiB (B, KiB, MiB, GiB, TiB)
  GOMAXPROCS      the games --solve and --survey work on at once (one a
                  core unless given); --serve: the threads it runs, in
                  place of its own count (one a core and one a search)

Files:
  ~/.local/state/freecell/freecell.db
                  the saved games, statistics and settings (SQLite; the
                  folder follows XDG_STATE_HOME)
  ~/.config/freecell/keys.toml
                  the player's keys: any action rebound, and the keyboard
                  (freecell --keys prints them; the folder follows
                  XDG_CONFIG_HOME)
  ~/.local/state/freecell/server/
                  (--serve) the server's host key (host_ed25519), a folder
                  for each player's key, the daily's board (board.db), and
                  server.lock while a server uses the folder
  ~/.local/share/bash-completion/completions/freecell
                  bash's completion script (or source it from ~/.bashrc)
  _freecell in a folder on $fpath
                  zsh's completion script (before compinit runs)
  ~/.config/fish/completions/freecell.fish
                  fish's completion script (the folder follows
                  XDG_CONFIG_HOME)
  /usr/share/man/man1/freecell.1.gz
                  the manual page (man freecell), as the .deb, .rpm and
                  .apk install it (a release archive has it in manpages/)
  /usr/share/bash-completion/completions/freecell
                  bash's completion script as the packages install it,
                  loaded by itself (a release archive has the three in
                  completions/)
  /usr/share/zsh/vendor-completions/_freecell
                  zsh's, from the .deb (the .rpm and .apk put it in
                  /usr/share/zsh/site-functions)
  /usr/share/fish/vendor_completions.d/freecell.fish
                  fish's, from the packages
  /usr/lib/systemd/system/freecell.service
                  (--serve) the packages' systemd unit, not enabled:
                  systemctl enable --now freecell starts the server

Examples:
  freecell 617
  freecell --print 11982
  freecell --print --format fcs 617 | fc-solve -p -t -sam
  freecell --print 1-1000000 --format fcs > all-deals.txt
  freecell --solve 617
  freecell --solve 1-32000 --fast
  freecell --solve 1-100 --format json
  freecell --solve 617 | freecell --check 617 -
  freecell --survey 1-32000 --resume atlas.json

In the viewer press ? for the keys.
`
