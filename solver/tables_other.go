//go:build !linux

package solver

import "errors"

const canMap = false

func mapTable(int) ([]byte, error) { return nil, errors.ErrUnsupported }

func unmapTable([]byte) {}
