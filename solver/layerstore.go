package solver

import (
	"encoding/binary"
	"errors"
	"io"
	"os"

	"github.com/freecell/freecell/rules"
)

// layerStore keeps on disk the positions where play enters the ranks that
// layers have still to come to: a file for each rank, written as the
// positions are found and read back once, in order, when the search comes to
// the rank; a solution reads its entries again, one by one. A file is
// removed from its folder as soon as it is made, on the systems that allow
// it, so that it goes when the process goes, killed or not.
type layerStore struct {
	dir     string
	most    int64 // the bytes the files may hold (the disk bound)
	written int64
	files   [layerRanks]*layerFile
	read    []byte // the records of the rank being read, read ahead
	readAt  int    // the next record's place in read
	err     error  // the first the disk gave; then nothing more is written
	full    bool   // a record was refused: the files were at most
}

// layerFile is a rank's file: the records written to it and those still in
// its buffer.
type layerFile struct {
	f       *os.File
	name    string // where the file must still be removed (the system kept it)
	buf     []byte
	records int64
	next    int64 // the next record to read back
}

// layerEntry is a position where play entered a rank, and the entry (its
// rank and place, see entryRef) where the sweep that found it started: -1
// for the start.
type layerEntry struct {
	pos    rules.Packed
	parent int64
}

const (
	layerRecordBytes = 40
	layerBufBytes    = 32 << 10 // a rank's write buffer
	layerReadBytes   = 1 << 20
)

func entryRef(rank int, index int64) int64 { return int64(rank)<<40 | index }

// errDiskBound is why put refuses a record past the store's bound.
var errDiskBound = errors.New("disk bound reached")

// put appends e to rank's file, and reports false when it could not: the
// disk gave an error, or the files are at their bound.
func (st *layerStore) put(rank int, e layerEntry) bool {
	if st.err != nil {
		return false
	}
	if st.written+layerRecordBytes > st.most {
		st.err, st.full = errDiskBound, true
		return false
	}
	lf := st.files[rank]
	if lf == nil {
		if lf = st.create(); lf == nil {
			return false
		}
		st.files[rank] = lf
	}
	var rec [layerRecordBytes]byte
	for w := range e.pos {
		binary.LittleEndian.PutUint64(rec[8*w:], e.pos[w])
	}
	binary.LittleEndian.PutUint64(rec[32:], uint64(e.parent))
	lf.buf = append(lf.buf, rec[:]...)
	lf.records++
	st.written += layerRecordBytes
	if len(lf.buf) >= layerBufBytes {
		st.flush(lf)
	}
	return st.err == nil
}

func (st *layerStore) create() *layerFile {
	f, err := os.CreateTemp(st.dir, "freecell-layers-*")
	if err != nil {
		st.err = err
		return nil
	}
	lf := &layerFile{f: f, buf: make([]byte, 0, layerBufBytes)}
	if os.Remove(f.Name()) != nil { // not while it is open, on some systems: at close
		lf.name = f.Name()
	}
	return lf
}

func (st *layerStore) flush(lf *layerFile) {
	if len(lf.buf) == 0 || st.err != nil {
		return
	}
	if _, err := lf.f.Write(lf.buf); err != nil {
		st.err = err
	}
	lf.buf = lf.buf[:0]
}

// next reads rank's next record, and reports false once there is none (or
// the disk gave an error).
func (st *layerStore) next(rank int) (layerEntry, int64, bool) {
	lf := st.files[rank]
	if lf == nil || lf.next == lf.records || st.err != nil {
		return layerEntry{}, 0, false
	}
	if st.readAt == len(st.read) {
		st.flush(lf)
		n := min(int64(layerReadBytes/layerRecordBytes), lf.records-lf.next)
		st.read = append(st.read[:0], make([]byte, n*layerRecordBytes)...)
		if _, err := lf.f.ReadAt(st.read, lf.next*layerRecordBytes); err != nil && err != io.EOF {
			st.err = err
			return layerEntry{}, 0, false
		}
		st.readAt = 0
	}
	e := decodeEntry(st.read[st.readAt:])
	st.readAt += layerRecordBytes
	lf.next++
	return e, entryRef(rank, lf.next-1), true
}

// at reads the entry ref names again.
func (st *layerStore) at(ref int64) (layerEntry, bool) {
	lf := st.files[ref>>40]
	index := ref & (1<<40 - 1)
	st.flush(lf)
	var rec [layerRecordBytes]byte
	if _, err := lf.f.ReadAt(rec[:], index*layerRecordBytes); err != nil {
		st.err = err
		return layerEntry{}, false
	}
	return decodeEntry(rec[:]), true
}

func decodeEntry(rec []byte) layerEntry {
	var e layerEntry
	for w := range e.pos {
		e.pos[w] = binary.LittleEndian.Uint64(rec[8*w:])
	}
	e.parent = int64(binary.LittleEndian.Uint64(rec[32:]))
	return e
}

func (lf *layerFile) close() {
	_ = lf.f.Close() // read back already, or given up: nothing is lost
	if lf.name != "" {
		_ = os.Remove(lf.name) // a file left behind is a temporary file's, named so
	}
}

// bytes is the memory the store's buffers take.
func (st *layerStore) bytes() int {
	n := cap(st.read)
	for _, lf := range st.files {
		if lf != nil {
			n += cap(lf.buf)
		}
	}
	return n
}

func (st *layerStore) close() {
	for rank := range st.files {
		if lf := st.files[rank]; lf != nil {
			lf.close()
			st.files[rank] = nil
		}
	}
}
