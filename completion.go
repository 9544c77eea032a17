package main

import (
	"fmt"
	"strings"
)

// The shell completion scripts --completion prints, made from the one table
// of options (flags) and the words --help says of each: the options, the
// words --format, --autoplay, --freecells, --down-to and --completion take,
// file names for --layout and --resume, and folders for --disk-dir.

// completionScript is the completion script for shell, one of shells.
func completionScript(shell string) string {
	switch shell {
	case "zsh":
		return zshCompletion()
	case "fish":
		return fishCompletion()
	}
	return bashCompletion()
}

// completable are the options a shell offers: all but "--", and the
// spelling --no-colour beside --no-color.
func completable() []flag {
	var out []flag
	for _, f := range flags {
		if f.names[0] != "--" {
			out = append(out, f)
		}
	}
	return out
}

func bashCompletion() string {
	var b strings.Builder
	b.WriteString(`# bash completion for freecell (freecell --completion bash)
_freecell() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	if [[ $cur == = ]]; then # --format=, which bash splits at =
		cur= prev=${COMP_WORDS[COMP_CWORD-1]}
	elif [[ $prev == = ]]; then # --format=j
		prev=${COMP_WORDS[COMP_CWORD-2]}
	fi
	case $prev in
`)
	var names []string
	for _, f := range completable() {
		names = append(names, f.names...)
		if f.value == nil {
			continue
		}
		fmt.Fprintf(&b, "\t%s)\n", strings.Join(f.names, "|"))
		if f.optional != "" { // the value may be left out: another option may come next
			fmt.Fprintf(&b, "\t\tif [[ $cur != -* ]]; then\n\t\t\t%s\n\t\t\treturn\n\t\tfi ;;\n", f.takes.in(bashValues))
			continue
		}
		fmt.Fprintf(&b, "\t\t%s\n\t\treturn ;;\n", f.takes.in(bashValues))
	}
	fmt.Fprintf(&b, `	esac
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W %q -- "$cur"))
	fi
}
complete -F _freecell freecell
`, strings.Join(names, " "))
	return b.String()
}

func zshCompletion() string {
	var b strings.Builder
	b.WriteString("#compdef freecell\n# zsh completion for freecell (freecell --completion zsh)\n_arguments \\\n")
	help := optionHelp()
	for _, f := range completable() {
		for _, name := range f.names {
			spec := name + "[" + zshQuote(help[f.names[0]]) + "]"
			if f.value != nil {
				spec += f.takes.in(zshValues)
				if strings.HasPrefix(name, "--") && f.optional == "" { // its value the next word or after = (--format=json)
					spec = name + "=" + strings.TrimPrefix(spec, name)
				}
			}
			if f.optional != "" { // "::": a value that may be left out
				spec = strings.Replace(spec, "]:", "]::", 1)
			}
			fmt.Fprintf(&b, "\t'%s' \\\n", spec)
		}
	}
	b.WriteString("\t'*:game:'\n")
	return b.String()
}

func fishCompletion() string {
	var b strings.Builder
	b.WriteString("# fish completion for freecell (freecell --completion fish)\n")
	help := optionHelp()
	for _, f := range completable() {
		line := "complete -c freecell"
		for _, name := range f.names {
			if strings.HasPrefix(name, "--") {
				line += " -l " + name[2:]
			} else {
				line += " -s " + name[1:]
			}
		}
		if f.value != nil && f.optional == "" { // (fish completes options after one whose value may be left out)
			line += f.takes.in(fishValues)
		}
		fmt.Fprintf(&b, "%s -d '%s'\n", line, strings.ReplaceAll(help[f.names[0]], "'", `\'`))
	}
	return b.String()
}

// shellValues is how a shell's script completes each kind of value.
type shellValues struct {
	choices           func(words string) string
	described         func(choices []string, about map[string]string) string // choices each with its own words (nil: the shell shows none)
	files, dirs, free string
}

// in is how shell completes values of kind k.
func (k valueKind) in(shell shellValues) string {
	switch {
	case len(k.choices) > 0 && shell.described != nil && k.about != nil:
		return shell.described(k.choices, k.about)
	case len(k.choices) > 0:
		return shell.choices(strings.Join(k.choices, " "))
	case k.files:
		return shell.files
	case k.dirs:
		return shell.dirs
	}
	return shell.free
}

var (
	bashValues = shellValues{
		choices: func(words string) string { return fmt.Sprintf("COMPREPLY=($(compgen -W %q -- \"$cur\"))", words) },
		// A name with spaces is one reply, quoted as bash puts it in.
		files: `compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur")`,
		dirs:  `compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur")`, free: "COMPREPLY=()",
	}
	zshValues = shellValues{
		choices: func(words string) string { return ":value:(" + words + ")" },
		files:   ":file:_files", dirs: ":folder:_files -/", free: ":value: ",
	}
	fishValues = shellValues{
		choices: func(words string) string { return " -x -a '" + words + "'" },
		described: func(choices []string, about map[string]string) string { // each value's own words, not the option's
			var each []string
			for _, c := range choices {
				each = append(each, c+`\t"`+strings.ReplaceAll(about[c], "'", `\'`)+`"`)
			}
			return " -x -a '" + strings.Join(each, " ") + "'"
		},
		files: " -r -F", dirs: " -x -a '(__fish_complete_directories)'", free: " -x",
	}
)

// zshQuote makes text fit between _arguments' brackets in single quotes.
func zshQuote(text string) string {
	return strings.NewReplacer("'", `'\''`, "[", `\[`, "]", `\]`, ":", `\:`).Replace(text)
}

// optionHelp is what --help says of each option, by its first name in
// flags: up to its first semicolon, and at most about 60 characters.
func optionHelp() map[string]string {
	help := map[string]string{}
	_, options, _ := strings.Cut(usage, "\nOptions:\n")
	options, _, _ = strings.Cut(options, "\n\n")
	var names []string
	var says string
	keep := func() {
		for _, name := range names {
			if f, ok := flagNamed(name); ok {
				if _, have := help[f.names[0]]; !have {
					help[f.names[0]] = brief(says)
				}
			}
		}
	}
	for _, line := range strings.Split(options, "\n") {
		t := strings.TrimSpace(line)
		if !strings.HasPrefix(t, "-") || len(line)-len(strings.TrimLeft(line, " ")) > 6 { // as scripts/genman reads it
			says += " " + t // a line more of the option before
			continue
		}
		keep()
		names, says = optionLine(t)
	}
	keep()
	return help
}

// optionLine splits an option's first line in --help into its names (the
// words with a leading hyphen, their values' names in capitals aside) and
// what it says.
func optionLine(line string) (names []string, says string) {
	fields := strings.Fields(line)
	i := 0
	for ; i < len(fields); i++ {
		word := strings.TrimSuffix(fields[i], ",")
		switch {
		case strings.HasPrefix(word, "-"):
			names = append(names, word)
		case word != strings.ToUpper(word) || strings.ToUpper(word) == strings.ToLower(word):
			return names, strings.Join(fields[i:], " ")
		}
	}
	return names, ""
}

// brief is help cut at its first semicolon, and short of 60 characters at a
// word's end.
func brief(help string) string {
	help, _, _ = strings.Cut(strings.TrimSpace(help), ";")
	long := len(help) > 60
	if i := strings.LastIndex(help[:min(len(help), 60)], " "); long && i > 0 {
		help = help[:i]
	}
	if open := strings.LastIndex(help, "("); open > 0 && !strings.Contains(help[open:], ")") {
		help = help[:open] // cut inside a parenthesis: "no colour (also when NO_COLOR is set" is "no colour"
	}
	help = strings.TrimRight(help, ",:( ")
	if long {
		help += "…"
	}
	return help
}
