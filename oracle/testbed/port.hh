/* Tangled from doc/testbed.nw; edit there, not here. */
#include <cmath>
#include <limits>

namespace port {
template <class T> struct mollifier {
    T e, inv;
    explicit mollifier(T eps) : e(eps), inv(T(1) / eps) {}
    T f0(T y) const { return y >= e ? y : e / 3 + y * y * inv * (1 - y * inv / 3); }
    T f1(T y) const { return y >= e ? 1 : y * inv * (2 - y * inv); }
    T f2(T y) const { return y >= e ? 0 : 2 * inv * (1 - y * inv); }
    T f1_over_x(T y) const { return y >= e ? 1 / y : inv * (2 - y * inv); }
    T hessian(T y) const { return y >= e ? -1 / (y * y * y) : -inv * inv / y; }
};
template <class T> struct cubic_blend : mollifier<T> {
    T s, k;
    cubic_blend(T mu_s, T mu_k, T eps) : mollifier<T>(eps), s(mu_s), k(mu_k) {}
    T step(T t) const { return t * t * (3 - 2 * t); }          /* smoothstep */
    T mu(T y) const { return y >= this->e ? k : s + (k - s) * step(y * this->inv); }
    T dmu_over_y(T y) const
    {
        return y >= this->e ? 0
                            : 6 * (k - s) * this->inv * this->inv * (1 - y * this->inv);
    }
    T mu_f0(T y) const
    {
        const T t = y * this->inv, d = k - s;
        if (y >= this->e)
            return k * y;
        return this->e * ((17 * k - 7 * s) / 30 + t * t * (s - s * t / 3
                          + d * t * t * (T(3) / 2 - T(7) / 5 * t + t * t / 3)));
    }
    T hessian(T y) const
    {
        if (y == 0 && s == 0)
            return 12 * k * this->inv * this->inv * this->inv;   /* no pole */
        return dmu_over_y(y) * this->f1_over_x(y) + mu(y) * mollifier<T>::hessian(y);
    }
};
} // namespace port
