// Command runtimed runs a command and writes, to the file named first, the
// wall time it took in microseconds (from its start to its exit, its own
// start-up included) and its peak memory in kilobytes; the command's output
// passes through. The benchmark scripts time each solve so: timed by the shell,
// the programs that measure (date, /usr/bin/time, taskset) would add an exec
// each, some 3 ms apiece on the machines here, to the figure.
//
// Usage: runtimed FILE COMMAND [ARG...]
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"time"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: runtimed FILE COMMAND [ARG...]")
		os.Exit(2)
	}
	cmd := exec.Command(os.Args[2], os.Args[3:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		fmt.Fprintln(os.Stderr, "runtimed:", err)
		os.Exit(2)
	}
	line := fmt.Sprintf("%d %d\n", wall.Microseconds(), peakKB(cmd.ProcessState))
	if err := os.WriteFile(os.Args[1], []byte(line), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "runtimed:", err)
		os.Exit(2)
	}
	os.Exit(cmd.ProcessState.ExitCode())
}
