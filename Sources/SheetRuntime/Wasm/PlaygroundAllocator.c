// The playground module's allocator (scripts/build-wasm.sh compiles and links it; SwiftPM leaves
// it out: native builds use the platform's malloc).
//
// wasi-libc's malloc (dlmalloc, with free and its chunk bookkeeping: about 9.5 KB of the module)
// is more than a playground needs: one sheet, a few hundred small, short-lived allocations a
// frame at most. The linker takes nothing from libc.a for a symbol defined here. Blocks come in
// power-of-two size classes from 32 bytes, each class a free list, carved from pages the C
// library's sbrk adds to linear memory; memory is never handed back (a WebAssembly module's
// memory only grows anyway). A block's 16-byte header holds its class and the distance from the
// block's start to the pointer handed out (16, or more for an over-aligned request); a free
// block's first word links it into its class's list.
#include <stddef.h>
#include <stdint.h>
// From the C library (the module links wasi-libc).
void *memset(void *destination, int byte, size_t count);
void *memcpy(void *destination, const void *source, size_t count);

void *sbrk(intptr_t increment);

enum { HEADER = 16, PAGE = 65536, CLASSES = 27 };

static void *free_lists[CLASSES];
static uintptr_t unused_start, unused_end;

// The smallest class whose blocks hold `size` bytes after the header; -1 when none does.
static int size_class(size_t size) {
    for (int class = 0; class < CLASSES; class++) {
        if (((size_t)32 << class) - HEADER >= size) return class;
    }
    return -1;
}

// `bytes` from the unused part of memory, growing it by whole pages when short.
static void *carve(size_t bytes) {
    if (unused_end - unused_start < bytes) {
        size_t grow = (bytes + PAGE - 1) / PAGE * PAGE;
        void *pages = sbrk((intptr_t)grow);
        if (pages == (void *)-1) return NULL;
        uintptr_t start = (uintptr_t)pages;
        // New pages follow the old end: keep what was left there, else start afresh.
        if (start != unused_end) unused_start = start;
        unused_end = start + grow;
    }
    void *block = (void *)unused_start;
    unused_start += bytes;
    return block;
}

// A pointer to `size` bytes after a header, a multiple of `alignment` (a power of two).
static void *allocate(size_t size, size_t alignment) {
    size_t slack = alignment > HEADER ? alignment : 0;
    if (size > SIZE_MAX - slack) return NULL;
    int class = size_class(size + slack);
    if (class < 0) return NULL;
    char *block = free_lists[class];
    if (block) {
        free_lists[class] = *(void **)block;
    } else if (!(block = carve((size_t)32 << class))) {
        return NULL;
    }
    uintptr_t user = (uintptr_t)block + HEADER;
    if (slack) user = (user + alignment - 1) & ~(uintptr_t)(alignment - 1);
    ((size_t *)user)[-2] = (size_t)class;
    ((size_t *)user)[-1] = user - (uintptr_t)block;
    return (void *)user;
}

void *malloc(size_t size) { return allocate(size, HEADER); }

void free(void *pointer) {
    if (!pointer) return;
    size_t class = ((size_t *)pointer)[-2];
    void *block = (char *)pointer - ((size_t *)pointer)[-1];
    *(void **)block = free_lists[class];
    free_lists[class] = block;
}

void *calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) return NULL;
    void *pointer = allocate(count * size, HEADER);
    if (pointer) memset(pointer, 0, count * size);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    if (!pointer) return allocate(size, HEADER);
    size_t held = ((size_t)32 << ((size_t *)pointer)[-2]) - ((size_t *)pointer)[-1];
    if (size <= held) return pointer;
    void *moved = allocate(size, HEADER);
    if (!moved) return NULL;
    memcpy(moved, pointer, held);
    free(pointer);
    return moved;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *pointer = allocate(size, alignment > HEADER ? alignment : HEADER);
    if (!pointer) return 12;  // ENOMEM
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return allocate(size, alignment > HEADER ? alignment : HEADER);
}
