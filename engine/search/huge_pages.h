#pragma once
// An allocator for large tables read at random (the transposition table): each block of
// 2 MiB or more is aligned to 2 MiB and, on Linux, marked for transparent huge pages, so that a probe's
// address translation hits the processor's TLB far more often than with 4 KiB pages. Where
// huge pages are unavailable the memory is ordinary; only the speed differs.
#include <cstddef>
#include <cstdlib>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace grand {

template <typename T>
struct HugePageAllocator {
    using value_type = T;
    static constexpr std::size_t Alignment = std::size_t{2} << 20;
    static constexpr std::size_t CacheLine = 64;

    HugePageAllocator() = default;
    template <typename U>
    explicit HugePageAllocator(const HugePageAllocator<U>&) {}

    T* allocate(std::size_t n) {
        // The size in bytes, rounded up to the alignment, must not overflow.
        if (n > (static_cast<std::size_t>(-1) - Alignment) / sizeof(T))
            throw std::bad_array_new_length();
        // A block smaller than one huge page gains nothing from one, and rounded up to it
        // would take twice what was asked (Hash 1 took 2 MiB): cache-line alignment only.
        const bool huge = n * sizeof(T) >= Alignment;
        const std::size_t alignment = huge ? Alignment : CacheLine;
        // aligned_alloc wants a size that is a multiple of the alignment.
        const std::size_t bytes = (n * sizeof(T) + alignment - 1) / alignment * alignment;
        void* p = std::aligned_alloc(alignment, bytes);
        if (!p)
            throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (huge)
            madvise(p, bytes, MADV_HUGEPAGE); // advice only: a refusal leaves 4 KiB pages
#endif
        return static_cast<T*>(p);
    }
    void deallocate(T* p, std::size_t) noexcept { std::free(p); }

    template <typename U>
    bool operator==(const HugePageAllocator<U>&) const {
        return true;
    }
};

} // namespace grand
