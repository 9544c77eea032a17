#!/usr/bin/env python3
# Time to the viewer's first frame (the first card drawn, in a pty) and of --version,
# for two builds run one after the other, alternating: scripts/first-frame.py OLD NEW
import os, pty, sys, time, select, subprocess, statistics
def first_frame(binary, state):
    env = dict(os.environ, XDG_STATE_HOME=state, TERM="xterm-256color", COLUMNS="100", LINES="30")
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "617"], env)
    import fcntl, termios, struct
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    t0 = time.perf_counter(); buf = b""
    while b"7\xe2\x99\xa6" not in buf:  # the first card, 7♦
        r, _, _ = select.select([fd], [], [], 5)
        if not r: break
        try: buf += os.read(fd, 65536)
        except OSError: break
        if b"\x1b]11;?" in buf and b"answered" not in buf:
            os.write(fd, b"\x1b]11;rgb:0000/0000/0000\x07"); buf += b"answered"
    dt = time.perf_counter() - t0
    os.write(fd, b"q"); os.waitpid(pid, 0); os.close(fd)
    return dt
def version(binary):
    t0 = time.perf_counter(); subprocess.run([binary, "--version"], stdout=subprocess.DEVNULL); return time.perf_counter() - t0
a, b = sys.argv[1], sys.argv[2]
ra, rb, va, vb = [], [], [], []
import tempfile
state_a, state_b = tempfile.mkdtemp(), tempfile.mkdtemp()
for i in range(20):  # alternating, one after the other
    ra.append(first_frame(a, state_a)); rb.append(first_frame(b, state_b))
    va.append(version(a)); vb.append(version(b))
ms = lambda xs: "median %.1f ms, max %.1f ms" % (statistics.median(xs)*1000, max(xs)*1000)
print("first frame  before:", ms(ra)); print("first frame  after: ", ms(rb))
print("--version    before:", ms(va)); print("--version    after: ", ms(vb))
