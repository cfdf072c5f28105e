#pragma once

// A value or an error, for expected failures such as a malformed FEN (C++20 has no
// std::expected yet). Accessing the wrong alternative is a programmer error (assert).

#include <cassert>
#include <utility>
#include <variant>

namespace grand {

template <class E>
struct Unexpected {
    E error;
};
template <class E>
Unexpected(E) -> Unexpected<E>;

template <class T, class E>
class Expected {
public:
    Expected(T value) : m_v(std::in_place_index<0>, std::move(value)) {}
    template <class F>
    Expected(Unexpected<F> e) : m_v(std::in_place_index<1>, std::move(e.error)) {}

    bool hasValue() const { return m_v.index() == 0; }
    explicit operator bool() const { return hasValue(); }

    T& value() & {
        assert(hasValue());
        return std::get<0>(m_v);
    }
    const T& value() const& {
        assert(hasValue());
        return std::get<0>(m_v);
    }
    T&& value() && {
        assert(hasValue());
        return std::get<0>(std::move(m_v));
    }
    const E& error() const {
        assert(!hasValue());
        return std::get<1>(m_v);
    }

    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

private:
    std::variant<T, E> m_v;
};

} // namespace grand
