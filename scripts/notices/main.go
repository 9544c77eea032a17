// Command notices writes the licences of everything a release's binary is
// built from besides freecell's own: Go's (its runtime and standard library
// are linked in) and every module's, as `go list -deps` names them for each
// system a release is built for. Most of those licences (BSD, MIT, Apache
// 2.0, MPL 2.0) ask that their text go with a binary copy; a release's
// archives and packages carry this file beside freecell's LICENSE
// (.goreleaser.yaml makes it).
//
// Usage: go run ./scripts/notices > THIRD_PARTY_NOTICES
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// platforms are the systems .goreleaser.yaml builds for: a module one of
// them alone links (golang.org/x/sys/windows's, say) is named too.
var platforms = []string{"linux/amd64", "linux/386", "darwin/arm64", "windows/amd64", "freebsd/amd64"}

// licenceFile is the name of a file that holds a licence or a notice.
var licenceFile = regexp.MustCompile(`(?i)^(licen[cs]e|copying|notice|unlicense)([-._].*)?$`)

// module is one module linked into the binary, and the folder of its source.
type module struct{ path, version, dir string }

func main() {
	if err := write(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "notices:", err)
		os.Exit(1)
	}
}

func write(out *os.File) error {
	mods, err := linked()
	if err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, "freecell is built from Go and the modules below; their licences and notices follow.")
	fmt.Fprintln(w, "freecell's own licence is in LICENSE.")
	goroot, err := goEnv("GOROOT") // the toolchain the release is built with, whose runtime and library it links
	if err != nil {
		return err
	}
	goVersion, err := goEnv("GOVERSION")
	if err != nil {
		return err
	}
	if err := section(w, "Go (runtime and standard library), "+goVersion, []string{filepath.Join(goroot, "LICENSE")}); err != nil {
		return err
	}
	for _, m := range mods {
		files, err := licences(m.dir)
		if err != nil {
			return err
		}
		if len(files) == 0 {
			return fmt.Errorf("%s %s has no licence file in %s", m.path, m.version, m.dir)
		}
		if err := section(w, m.path+" "+m.version, files); err != nil {
			return err
		}
	}
	return w.Flush()
}

// goEnv is a value of `go env`.
func goEnv(name string) (string, error) {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// linked are the modules the main package depends on for any platform,
// sorted by path, freecell's own left out.
func linked() ([]module, error) {
	seen := map[string]module{}
	for _, p := range platforms {
		goos, goarch, _ := strings.Cut(p, "/")
		cmd := exec.Command("go", "list", "-deps", "-f", "{{with .Module}}{{if not .Main}}{{.Path}} {{.Version}} {{.Dir}}{{end}}{{end}}", ".")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
		cmd.Stderr = os.Stderr
		text, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go list for %s: %w", p, err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(text)), "\n") {
			if f := strings.Fields(line); len(f) == 3 {
				seen[f[0]] = module{f[0], f[1], f[2]}
			}
		}
	}
	mods := make([]module, 0, len(seen))
	for _, m := range seen {
		mods = append(mods, m)
	}
	slices.SortFunc(mods, func(a, b module) int { return strings.Compare(a.path, b.path) })
	return mods, nil
}

// licences are the licence and notice files at the top of a module's folder.
func licences(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		if !e.IsDir() && licenceFile.MatchString(e.Name()) {
			files = append(files, filepath.Join(dir, e.Name()))
		}
	}
	return files, nil
}

// section writes a heading and the text of each file under it.
func section(w *bufio.Writer, heading string, files []string) error {
	fmt.Fprintf(w, "\n%s\n%s\n", strings.Repeat("=", 72), heading)
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s\n-- %s\n\n%s\n", strings.Repeat("-", 72), filepath.Base(f), bytes.TrimSpace(text))
	}
	return nil
}
