package solver

import "golang.org/x/sys/unix"

const canMap = true

// mapTable maps bytes of zeroed memory, with huge pages where the system gives them.
func mapTable(bytes int) ([]byte, error) {
	mem, err := unix.Mmap(-1, 0, bytes, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		return nil, err
	}
	_ = unix.Madvise(mem, unix.MADV_HUGEPAGE) // a hint: without it, small pages
	return mem, nil
}

func unmapTable(mem []byte) { _ = unix.Munmap(mem) }
