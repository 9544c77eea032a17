// Package model is the viewer's Bubble Tea model: the current game, the keys that
// change it, and its modes (browsing, typing a game number, full help).
// Navigation itself is the pure function Navigate; rendering belongs to package view.
package model
