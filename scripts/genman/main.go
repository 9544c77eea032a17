// Command genman writes freecell's manual page, docs/freecell.1, from the
// text of --help (the constant usage in usage.go), so that the two say the
// same: the usage lines become the synopsis, the paragraphs after them the
// description, and the options, the exit status, the environment, the
// files and the examples their own sections. go generate runs it (see usage.go).
// A release makes it again with its version and its commit's date in the
// page's footer (.goreleaser.yaml); the page kept in docs/ has neither, so
// that it changes only with --help.
//
// Usage: go run ./scripts/genman [-version V -date RFC3339] USAGE_GO MANUAL_PAGE
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"time"
)

func main() {
	version := flag.String("version", "", "the release's version, for the page's footer")
	date := flag.String("date", "", "the release commit's date (RFC 3339), for the page's footer")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: genman [-version V -date RFC3339] USAGE_GO MANUAL_PAGE")
		os.Exit(2)
	}
	text, err := usageText(flag.Arg(0))
	if err == nil {
		err = termsApart(text)
	}
	var f footer
	if err == nil {
		f, err = footerOf(*version, *date)
	}
	if err == nil {
		err = os.WriteFile(flag.Arg(1), []byte(page(text, f)), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genman:", err)
		os.Exit(1)
	}
}

// footer is what the page's footer says besides its name: the date of the
// release's commit and the program with its version (man shows them as
// "freecell 1.2.3  2026-12-07  FREECELL(1)").
type footer struct{ date, source string }

// footerOf reads the footer from the command line's values: none given, the
// page kept in docs/ ("freecell" alone, no date).
func footerOf(version, date string) (footer, error) {
	f := footer{source: "freecell"}
	if version != "" {
		f.source = "freecell " + strings.TrimPrefix(version, "v")
	}
	if date != "" {
		t, err := time.Parse(time.RFC3339, date)
		if err != nil {
			return f, fmt.Errorf("-date needs a date like 2026-12-07T03:37:45Z, not %q", date)
		}
		f.date = t.UTC().Format(time.DateOnly)
	}
	return f, nil
}

// usageText is the value of the constant usage in the Go file name.
func usageText(name string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
	if err != nil {
		return "", err
	}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			if len(v.Names) == 1 && v.Names[0].Name == "usage" && len(v.Values) == 1 {
				if lit, ok := v.Values[0].(*ast.BasicLit); ok {
					return strconv.Unquote(lit.Value)
				}
			}
		}
	}
	return "", fmt.Errorf("%s holds no constant usage", name)
}

// section is a part of the help: its heading ("" for the first) and lines.
type section struct {
	heading string
	lines   []string
}

// sections splits the help at its headings: lines at the left margin that end
// with a colon.
func sections(text string) []section {
	all := []section{{}}
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if strings.HasSuffix(line, ":") && line != "" && line[0] != ' ' {
			all = append(all, section{heading: strings.TrimSuffix(line, ":")})
			continue
		}
		all[len(all)-1].lines = append(all[len(all)-1].lines, line)
	}
	return all
}

// page is the manual page of the help text.
func page(text string, f footer) string {
	var b strings.Builder
	b.WriteString(".\\\" Made by scripts/genman from freecell --help (usage.go): do not edit.\n")
	fmt.Fprintf(&b, ".TH FREECELL 1 \"%s\" \"%s\" \"User Commands\"\n", f.date, esc(f.source))
	b.WriteString(".nh\n") // no hyphenation: an option's name broken over two lines ("--auto-" "play") reads as two
	for _, s := range sections(text) {
		switch {
		case s.heading == "":
			name, rest, _ := strings.Cut(strings.TrimSpace(s.lines[0]), " - ")
			fmt.Fprintf(&b, ".SH NAME\n%s \\- %s\n", esc(name), esc(rest))
		case s.heading == "Usage":
			writeUsage(&b, s.lines)
		case s.heading == "Options":
			b.WriteString(".SH OPTIONS\n")
			writeItems(&b, s.lines, optionAt)
		case strings.HasPrefix(s.heading, "Exit status"):
			b.WriteString(".SH EXIT STATUS\n")
			writeParagraph(&b, []string{strings.TrimPrefix(s.heading, "Exit status ")})
			writeItems(&b, s.lines, exitAt)
		case s.heading == "Examples":
			writeExamples(&b, s.lines)
		case s.heading == "Environment", s.heading == "Files":
			fmt.Fprintf(&b, ".SH %s\n", esc(strings.ToUpper(s.heading)))
			writeItems(&b, s.lines, entryAt)
		default:
			fmt.Fprintf(&b, ".SH %s\n", esc(strings.ToUpper(s.heading)))
			writeParagraphs(&b, s.lines)
		}
	}
	b.WriteString(".SH SEE ALSO\n.BR fc-solve (6),\n.BR make-microsoft-freecell-board (6);\nthe README and docs/ of freecell's source.\n")
	return b.String()
}

// writeUsage writes the usage lines as the synopsis, and the paragraphs after
// them (what GAME and MOVES are, and the help's last words) as the description.
func writeUsage(b *strings.Builder, lines []string) {
	b.WriteString(".SH SYNOPSIS\n.nf\n")
	i := 0
	for ; i < len(lines) && strings.HasPrefix(lines[i], "  "); i++ {
		command, _, _ := strings.Cut(strings.TrimSpace(lines[i]), "  ")
		b.WriteString(esc(command) + "\n")
	}
	b.WriteString(".fi\n.SH DESCRIPTION\n")
	for _, l := range lines[:i] {
		command, does, _ := strings.Cut(strings.TrimSpace(l), "  ")
		fmt.Fprintf(b, ".TP\n.B %s\n%s\n", esc(command), esc(strings.TrimSpace(does)))
	}
	writeParagraphs(b, lines[i:])
}

// writeParagraphs writes lines as paragraphs, a blank line between two.
func writeParagraphs(b *strings.Builder, lines []string) {
	var para []string
	for _, l := range append(lines, "") {
		if strings.TrimSpace(l) == "" {
			writeParagraph(b, para)
			para = nil
			continue
		}
		para = append(para, strings.TrimSpace(l))
	}
}

func writeParagraph(b *strings.Builder, para []string) {
	if len(para) == 0 {
		return
	}
	b.WriteString(".PP\n" + esc(strings.Join(para, " ")) + "\n")
}

// optionAt splits an option's first line into its flags and the start of
// what it does: they are apart by two spaces or more. An option's first line
// is indented six spaces at most; its other lines, deeper, may start with an
// option too ("--memory bound each verdict").
func optionAt(line string) (tag, rest string, ok bool) {
	t := strings.TrimSpace(line)
	if !strings.HasPrefix(t, "-") || len(line)-len(strings.TrimLeft(line, " ")) > 6 {
		return "", "", false
	}
	tag, rest, _ = strings.Cut(t, "  ")
	return tag, strings.TrimSpace(rest), true
}

// termsApart fails where an option's or an entry's first line runs into
// what it does with one space between ("--per-address N (--serve) sessions"):
// the page would make the whole line its bold term. Such a term goes alone on
// its line, as a long one does. (Options and environment variables: a
// file may be named in words, "_freecell in a folder on $fpath".)
func termsApart(text string) error {
	for _, sec := range sections(text) {
		at := entryAt
		switch sec.heading {
		case "Options":
			at = optionAt
		case "Environment":
		default:
			continue
		}
		for _, l := range sec.lines {
			if tag, _, ok := at(l); ok && runsOn(tag) {
				return fmt.Errorf("--help's %q runs into its text: two spaces apart, or the term alone on its line", strings.TrimSpace(l))
			}
		}
	}
	return nil
}

// runsOn reports whether a term holds a word of prose: one of lower-case
// letters (or a parenthesis), not a flag, a METAVARIABLE or a path.
func runsOn(tag string) bool {
	for _, w := range strings.Fields(tag) {
		if !strings.HasPrefix(w, "-") && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz(),") == "" {
			return true
		}
	}
	return false
}

// exitAt splits an exit status's first line into its code and its meaning.
func exitAt(line string) (tag, rest string, ok bool) {
	t := strings.TrimSpace(line)
	code, rest, found := strings.Cut(t, " ")
	if _, err := strconv.Atoi(code); err != nil || !found || !strings.HasPrefix(line, "  ") || strings.HasPrefix(line, "   ") {
		return "", "", false
	}
	return code, strings.TrimSpace(rest), true
}

// entryAt splits an entry's first line (a variable, a file) into its name
// and the start of what it is: they are apart by two spaces or more, the
// name alone on its line when long. An entry's first line is indented two
// spaces; its other lines, deeper.
func entryAt(line string) (tag, rest string, ok bool) {
	if !strings.HasPrefix(line, "  ") || strings.HasPrefix(line, "   ") {
		return "", "", false
	}
	tag, rest, _ = strings.Cut(strings.TrimSpace(line), "  ")
	return tag, strings.TrimSpace(rest), true
}

// writeItems writes a list of tagged items, each a first line found by at
// and the lines indented under it.
func writeItems(b *strings.Builder, lines []string, at func(string) (string, string, bool)) {
	var text []string
	flush := func() {
		if len(text) > 0 {
			b.WriteString(esc(strings.Join(text, " ")) + "\n")
		}
		text = nil
	}
	for _, l := range lines {
		if tag, rest, ok := at(l); ok {
			flush()
			fmt.Fprintf(b, ".TP\n.B %s\n", esc(tag))
			if rest != "" {
				text = append(text, rest)
			}
			continue
		}
		if t := strings.TrimSpace(l); t != "" {
			text = append(text, t)
		}
	}
	flush()
}

func writeExamples(b *strings.Builder, lines []string) {
	b.WriteString(".SH EXAMPLES\n.nf\n")
	var after []string
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			after = lines[i+1:]
			break
		}
		b.WriteString(esc(strings.TrimSpace(l)) + "\n")
	}
	b.WriteString(".fi\n")
	writeParagraphs(b, after)
}

// esc makes text safe for roff: backslashes, a leading dot or quote, and
// hyphens (minus signs, as options are written).
func esc(text string) string {
	text = strings.ReplaceAll(text, `\`, `\e`)
	text = strings.ReplaceAll(text, "-", `\-`)
	if strings.HasPrefix(text, ".") || strings.HasPrefix(text, "'") {
		text = `\&` + text
	}
	return text
}
