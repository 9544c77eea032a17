package state

import (
	"database/sql"
	"strconv"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/rules"
)

// Settings are what a player sets once and keeps: the settings panel's
// choices and the picker's. A new setting is a field here, its name and its
// reading below; the viewer passes the whole to the model and saves the whole
// back as it changes.
type Settings struct {
	FourColour      bool // clubs green and diamonds blue
	HideClock       bool // the title without the game clock
	HideMoves       bool // the title without the move count
	NoCoach         bool // no position judged until the player asks
	NoMotion        bool // auto-play, cards flying home, the win's banner and playbacks show their end at once
	AZERTY          bool // the keyboard's digits need Shift: its digits row unshifted names columns and digits
	Auto            rules.AutoMode
	FreeCells       int        // the free cells deals are played with, 0..rules.MaxFreeCells
	Pick            atlas.Pick // what r draws and N and P find
	MapByDifficulty bool       // the journey map opens showing deals by difficulty, not by the player's games
}

// DefaultSettings are the settings of a player who has set nothing:
// Windows FreeCell's game, the coach on.
func DefaultSettings() Settings {
	return Settings{Auto: rules.AutoSafe, FreeCells: rules.DefaultFreeCells}
}

// The settings' names in the store, and the values of those that are on or
// off.
const (
	fourColourSetting = "four-colour"
	clockSetting      = "clock"
	movesSetting      = "move-count"
	coachSetting      = "coach"
	motionSetting     = "motion"
	keyboardSetting   = "keyboard"   // qwerty or azerty
	autoPlaySetting   = "autoplay"   // off, safe or all
	freeCellsSetting  = "free-cells" // 0..8
	pickSetting       = "pick"       // atlas.Pick's text
	mapSetting        = "map"        // what the journey map shows: games or difficulty
	azertyValue       = "azerty"
	qwertyValue       = "qwerty"
	difficultyValue   = "difficulty"
	gamesValue        = "games"
	onValue           = "on"
	offValue          = "off"
)

// Settings reads the settings saved. One never saved, or saved with a value
// out of its range (another program's, or an older freecell's), is its
// default.
func (s *Store) Settings() Settings {
	st := DefaultSettings()
	on := func(name string, fallback bool) bool {
		if value, ok := s.Setting(name); ok {
			return value == onValue
		}
		return fallback
	}
	st.FourColour = on(fourColourSetting, false)
	st.HideClock, st.HideMoves, st.NoCoach = !on(clockSetting, true), !on(movesSetting, true), !on(coachSetting, true)
	st.NoMotion = !on(motionSetting, true)
	if saved, ok := s.Setting(keyboardSetting); ok {
		st.AZERTY = saved == azertyValue
	}
	if saved, ok := s.Setting(autoPlaySetting); ok {
		if mode, err := rules.ParseAutoMode(saved); err == nil {
			st.Auto = mode
		}
	}
	if saved, ok := s.Setting(freeCellsSetting); ok {
		if n, err := strconv.Atoi(saved); err == nil {
			st.FreeCells = n
		}
	}
	if saved, ok := s.Setting(mapSetting); ok {
		st.MapByDifficulty = saved == difficultyValue
	}
	if saved, ok := s.Setting(pickSetting); ok {
		if pick, err := atlas.ParsePick(saved); err == nil {
			st.Pick = pick
		}
	}
	return st.Checked()
}

// Checked is st with each value out of its range at its default.
func (st Settings) Checked() Settings {
	if st.FreeCells < 0 || st.FreeCells > rules.MaxFreeCells {
		st.FreeCells = rules.DefaultFreeCells
	}
	if _, err := rules.ParseAutoMode(st.Auto.String()); err != nil {
		st.Auto = rules.AutoSafe
	}
	return st
}

// values are st's settings by name, as the store keeps them.
func (st Settings) values() map[string]string {
	onOff := func(on bool) string {
		if on {
			return onValue
		}
		return offValue
	}
	return map[string]string{
		fourColourSetting: onOff(st.FourColour),
		clockSetting:      onOff(!st.HideClock),
		movesSetting:      onOff(!st.HideMoves),
		coachSetting:      onOff(!st.NoCoach),
		motionSetting:     onOff(!st.NoMotion),
		keyboardSetting:   map[bool]string{true: azertyValue, false: qwertyValue}[st.AZERTY],
		autoPlaySetting:   st.Auto.String(),
		freeCellsSetting:  strconv.Itoa(st.FreeCells),
		pickSetting:       st.Pick.String(),
		mapSetting:        map[bool]string{true: difficultyValue, false: gamesValue}[st.MapByDifficulty],
	}
}

// SaveSettings remembers the settings that differ between was and now
// (another freecell's change to the others stays); a store that does not
// save keeps nothing.
func (s *Store) SaveSettings(was, now Settings) error {
	if !s.writing() {
		return s.notSaved()
	}
	old := was.values()
	return classify(s.inTx(func(tx *sql.Tx) error {
		for name, value := range now.values() {
			if value == old[name] {
				continue
			}
			if _, err := tx.Exec(saveSettingSQL, name, value); err != nil {
				return err
			}
		}
		return nil
	}), s.path)
}

const saveSettingSQL = "INSERT INTO setting (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value"
