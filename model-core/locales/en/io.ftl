# Why a file could not be read or written. English shows the operating system's own words
# ($os); other languages word the error by its kind (the variables differ on purpose).

io-not-found = { $os }
io-permission-denied = { $os }
io-already-exists = { $os }
io-is-a-directory = { $os }
io-not-a-directory = { $os }
io-storage-full = { $os }
io-read-only-filesystem = { $os }
io-invalid-data = { $os }
io-invalid-input = { $os }
io-interrupted = { $os }
io-unexpected-eof = { $os }
io-write-zero = { $os }
io-timed-out = { $os }
io-resource-busy = { $os }
io-file-too-large = { $os }
io-crosses-devices = { $os }
# An error of another kind, with the operating system's code.
io-os-error = { $os }
io-other = { $os }
io-missing-folder = { $os }
io-too-large = { $os }
# A destination that is a symbolic link: refused (the link, where it points).
io-symbolic-link = { $path } is a symbolic link to { $target }: nothing was written (a write never goes through a link); to write there, name { $target } itself, or remove the link
# $kind: folder, socket or other.
io-special-file = { $os }
# A destination written in no case ($why: read-only or no-reader).
io-unwritable = { $path } { $why ->
        [read-only] is read-only: nothing was written (make it writable, or name another file)
       *[no-reader] is a FIFO that no program reads: nothing was written (start its reader first)
    }
# A file that could not be written: its path and why ($cause: one of the io-* messages).
io-cannot-write = { $path }: cannot write: { $cause }
