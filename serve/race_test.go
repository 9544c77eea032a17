//go:build race

package serve

// raceDetector: the tests run under -race, where frames are drawn too slowly
// for some attacks to fill a client's window within a test's time.
const raceDetector = true
