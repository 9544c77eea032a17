package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/freecell/freecell/state"
)

// TestCompletionBash loads the bash script with bash's own complete (no
// bash-completion package) and completes as a user's Tab would.
func TestCompletionBash(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	script := filepath.Join(t.TempDir(), "freecell.bash")
	if err := os.WriteFile(script, []byte(completionScript("bash")), 0o600); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, name := range []string{"layout.txt", "my board.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		words string
		want  string
	}{
		{"freecell --fo", "--format"},
		{"freecell --format j", "json"},
		{"freecell --autoplay s", "safe"},
		{"freecell --completion f", "fish"},
		{"freecell --freecells 8", "8"},
		{"freecell --layout " + dir + "/lay", dir + "/layout.txt"},
		{"freecell --layout " + dir + "/my", dir + "/my board.txt"}, // one name, spaces and all
		{"freecell 617 --no-col", "--no-color|--no-colour"},
		{"freecell --format = j", "json"},        // --format=j, as bash splits it
		{"freecell --format =", "text|fcs|json"}, // --format=
		{"freecell --serve --al", "--allow"},     // --serve's address may be left out
		{"freecell --serve 12", ""},
	} {
		cmd := exec.Command("bash", "--norc", "--noprofile", "-c", `source "$1" && complete -p freecell >/dev/null &&
			COMP_WORDS=($2); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _freecell; IFS='|'; echo "${COMPREPLY[*]}"`, "bash", script, tc.words)
		out, err := cmd.CombinedOutput()
		if got := strings.TrimSpace(string(out)); err != nil || got != tc.want {
			t.Errorf("%q completes to %q (%v), want %q", tc.words, got, err, tc.want)
		}
	}
}

// TestCompletionScriptsParse checks the zsh and fish scripts with the shells'
// own syntax checks, where they are installed.
func TestCompletionScriptsParse(t *testing.T) {
	for _, shell := range []string{"zsh", "fish"} {
		if _, err := exec.LookPath(shell); err != nil {
			t.Logf("%s is not installed: its script is not checked", shell)
			continue
		}
		script := filepath.Join(t.TempDir(), "freecell."+shell)
		if err := os.WriteFile(script, []byte(completionScript(shell)), 0o600); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(shell, "-n", script).CombinedOutput(); err != nil {
			t.Errorf("%s -n: %v\n%s", shell, err, out)
		}
	}
}

// TestFishDescribesEachValue: fish shows each value of a choice with words
// of its own (json "one object per line"), not the option's, and every
// choice has some; the option keeps its own (--format "text, fcs or json").
// Where fish is installed, it is asked as a player's shell would be.
func TestFishDescribesEachValue(t *testing.T) {
	for _, f := range completable() {
		for _, c := range f.takes.choices {
			if f.takes.about[c] == "" {
				t.Errorf("%s %s has no words of its own", f.names[0], c)
			}
		}
	}
	want := map[string]string{"json": "one object per line", "fcs": "Freecell Solver's input (--print only)", "--format": "text, fcs or json"}
	if _, err := exec.LookPath("fish"); err != nil {
		t.Skip("fish is not installed: the script is not asked")
	}
	script := filepath.Join(t.TempDir(), "freecell.fish")
	if err := os.WriteFile(script, []byte(completionScript("fish")), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("fish", "-c", "source "+script+`; complete -C "freecell --format "; complete -C "freecell --form"`).CombinedOutput()
	if err != nil {
		t.Fatalf("fish: %v\n%s", err, out)
	}
	for value, words := range want {
		if !strings.Contains(string(out), value+"\t"+words+"\n") {
			t.Errorf("fish does not show %s as %q:\n%s", value, words, out)
		}
	}
}

// TestEveryOptionIsInTheHelp: every option of the one table is in --help (and
// so in the manual page, made from it), with words for the completions; other
// spellings (--no-colour) may go unsaid.
func TestEveryOptionIsInTheHelp(t *testing.T) {
	help := optionHelp()
	for _, f := range completable() {
		if name := f.names[0]; !strings.Contains(usage, name+" ") && !strings.Contains(usage, name+"\n") {
			t.Errorf("--help does not name %s", name)
		}
		if help[f.names[0]] == "" {
			t.Errorf("--help says nothing of %s", f.names[0])
		}
		if says := help[f.names[0]]; strings.Count(says, "(") != strings.Count(says, ")") { // cut inside a parenthesis
			t.Errorf("the completions say of %s %q", f.names[0], says)
		}
	}
	out, _, code := runCLI(t, "--completion", "tcsh")
	if code != exitUsage || out != "" {
		t.Errorf("--completion tcsh: exit %d, %q", code, out)
	}
}

// TestManualPageEnvironmentAndFiles: the manual page says what the
// environment changes and where the files are, each an entry of its own.
func TestManualPageEnvironmentAndFiles(t *testing.T) {
	page, err := os.ReadFile("docs/freecell.1")
	if err != nil {
		t.Fatal(err)
	}
	env, files, found := strings.Cut(string(page), ".SH FILES\n")
	_, env, _ = strings.Cut(env, ".SH ENVIRONMENT\n")
	if !found || env == "" {
		t.Fatal("the manual page has no ENVIRONMENT or no FILES section")
	}
	for _, v := range []string{"XDG_STATE_HOME", "NO_COLOR", "GOMEMLIMIT", "GOMAXPROCS"} {
		if !strings.Contains(env, ".B "+v+"\n") {
			t.Errorf("ENVIRONMENT has no entry for %s", v)
		}
	}
	for _, f := range []string{state.FileName, "/server/", "completions/freecell\n", "freecell.fish"} {
		if !strings.Contains(files, f) {
			t.Errorf("FILES does not name %s", f)
		}
	}
}

// TestManualPageOptions: the manual page (docs/freecell.1, generated from
// --help) lists every option of the one table, and nothing else as one.
func TestManualPageOptions(t *testing.T) {
	page, err := os.ReadFile("docs/freecell.1")
	if err != nil {
		t.Fatal(err)
	}
	_, options, _ := strings.Cut(string(page), ".SH OPTIONS\n")
	options, _, _ = strings.Cut(options, "\n.SH ")
	var listed []string
	lines := strings.Split(options, "\n")
	for i, line := range lines {
		if line != ".TP" || i+1 == len(lines) {
			continue
		}
		for _, word := range strings.Fields(strings.TrimPrefix(lines[i+1], ".B ")) {
			if name := strings.TrimSuffix(strings.ReplaceAll(word, `\-`, "-"), ","); strings.HasPrefix(name, "-") {
				listed = append(listed, name)
			}
		}
	}
	var want []string
	for _, f := range completable() {
		for _, name := range f.names {
			if name != "--no-colour" {
				want = append(want, name)
			}
		}
	}
	slices.Sort(listed)
	slices.Sort(want)
	if !slices.Equal(listed, want) {
		t.Errorf("the manual page lists %v; the table has %v (go generate writes the page again)", listed, want)
	}
}

// TestZshTakesValuesAfterEquals: zsh's specs of long options with a value
// end their names in =, so that --format=<Tab> offers the formats, as bash
// and fish do (zsh offered nothing there); an address that may be left out
// (--serve) keeps its own form. (Tried in zsh 5.9 by hand: --format=j
// completes to --format=json, --format j to json.)
func TestZshTakesValuesAfterEquals(t *testing.T) {
	script := completionScript("zsh")
	for _, want := range []string{"'--format=[", "'--freecells=[", "'--layout=[", "'--serve["} {
		if !strings.Contains(script, want) {
			t.Errorf("the zsh script has no %s", want)
		}
	}
	if strings.Contains(script, "'-f=[") {
		t.Error("a short option's spec ends in = (zsh reads -f=json as the value =json)")
	}
}
