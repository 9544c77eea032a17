package solver

import (
	"encoding/binary"
	"errors"
	"io"
	"os"
	"slices"

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
	read    []byte       // the records of the rank being read, read ahead
	readAt  int          // the next record's place in read
	rank    int          // the rank being read
	groups  []*layerFile // its groups, when it is split
	group   int          // the group being read
	err     error        // the first the disk gave; then nothing more is written
	full    bool         // a record was refused: the files were at most
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
	groupRecordBytes = layerRecordBytes + 8 // and the record's place in its rank's file
	splitGroups      = 64
	layerBufBytes    = 32 << 10 // a rank's write buffer
	layerReadBytes   = 1 << 20
)

func entryRef(rank int, index int64) int64 { return int64(rank)<<40 | index }

// splitRecords is the most records a rank is read in one piece with; a
// bigger one is split into splitGroups (a variable for the tests).
var splitRecords int64 = 1 << 18

// errDiskBound is why put refuses a record past the store's bound.
var errDiskBound = errors.New("disk bound reached")

// put appends e to rank's file, and reports false when it could not: the
// disk gave an error, or the files are at their bound.
func (st *layerStore) put(rank int, e layerEntry) bool {
	if st.err != nil {
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
	return st.append(lf, rec[:])
}

// append writes rec at the end of lf, within the store's bound.
func (st *layerStore) append(lf *layerFile, rec []byte) bool {
	if st.written+int64(len(rec)) > st.most {
		st.err, st.full = errDiskBound, true
		return false
	}
	lf.buf = append(lf.buf, rec...)
	lf.records++
	st.written += int64(len(rec))
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

// next reads the next record of rank, and reports false once there is none
// (or the disk gave an error). A rank of more than splitRecords records is
// read in groups (see split), each group's positions apart from the others':
// fresh reports the first record of a group.
func (st *layerStore) next(rank int, groupOf func(*rules.Packed) int) (e layerEntry, ref int64, fresh, ok bool) {
	lf := st.files[rank]
	if lf == nil || st.err != nil {
		return layerEntry{}, 0, false, false
	}
	if rank != st.rank {
		st.rank, st.groups, st.group, st.readAt, st.read = rank, nil, 0, 0, st.read[:0]
		if lf.records > splitRecords {
			st.split(lf, rank, groupOf)
			fresh = true
		}
	}
	if st.groups == nil {
		rec, ok := st.record(lf, layerRecordBytes)
		if !ok {
			return layerEntry{}, 0, false, false
		}
		return decodeEntry(rec), entryRef(rank, lf.next-1), fresh, true
	}
	for st.group < len(st.groups) {
		g := st.groups[st.group]
		if rec, ok := st.record(g, groupRecordBytes); ok {
			return decodeEntry(rec), int64(binary.LittleEndian.Uint64(rec[layerRecordBytes:])), fresh, true
		}
		if st.err != nil {
			return layerEntry{}, 0, false, false
		}
		g.close()
		st.written -= g.records * groupRecordBytes
		st.groups[st.group] = nil
		st.group++
		fresh = true
	}
	return layerEntry{}, 0, false, false
}

// record reads lf's next record, of size bytes, through the read-ahead
// buffer; false at its end.
func (st *layerStore) record(lf *layerFile, size int) ([]byte, bool) {
	if lf.next == lf.records || st.err != nil {
		return nil, false
	}
	if st.readAt == len(st.read) {
		st.flush(lf)
		n := min(int64(layerReadBytes/size), lf.records-lf.next)
		st.read = slices.Grow(st.read[:0], int(n)*size)[:int(n)*size]
		if _, err := lf.f.ReadAt(st.read, lf.next*int64(size)); err != nil && err != io.EOF {
			st.err = err
			return nil, false
		}
		st.readAt = 0
	}
	rec := st.read[st.readAt : st.readAt+size]
	st.readAt += size
	lf.next++
	return rec, true
}

// split writes the records of rank's file lf to splitGroups files by group
// (groupOf: a record's class, hashed), each record with its place in lf. The
// positions of one class are reached only from the same class or from lower
// ranks, so a group's positions can be swept apart from the rest of the
// rank's: the sweep then keeps a group's at once, not the rank's (deal
// 446592 with one free cell: 195 MB, where whole ranks took 290 MB).
func (st *layerStore) split(lf *layerFile, rank int, groupOf func(*rules.Packed) int) {
	st.groups = make([]*layerFile, splitGroups)
	var out [groupRecordBytes]byte
	for {
		rec, ok := st.record(lf, layerRecordBytes)
		if !ok {
			break
		}
		e := decodeEntry(rec)
		g := st.groups[groupOf(&e.pos)%splitGroups]
		if g == nil {
			if g = st.create(); g == nil {
				return
			}
			st.groups[groupOf(&e.pos)%splitGroups] = g
		}
		copy(out[:], rec)
		binary.LittleEndian.PutUint64(out[layerRecordBytes:], uint64(entryRef(rank, lf.next-1)))
		if !st.append(g, out[:]) {
			return
		}
	}
	st.groups = slices.DeleteFunc(st.groups, func(g *layerFile) bool { return g == nil })
	st.readAt, st.read = 0, st.read[:0]
	for _, g := range st.groups {
		st.flush(g)
	}
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
	for _, files := range [][]*layerFile{st.files[:], st.groups} {
		for _, lf := range files {
			if lf != nil {
				n += cap(lf.buf)
			}
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
	for _, g := range st.groups {
		if g != nil {
			g.close()
		}
	}
	st.groups = nil
}
