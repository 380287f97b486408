/* Tangled from doc/testbed.nw; edit there, not here. */
#include <cmath>

namespace ipc {
namespace {
template <class T> void f0(T x2, T e, T &out)
{
    const T y = std::sqrt(x2);
#ifdef DEFECT_NO_WRITE
    if (x2 >= e * e)
        return;                            /* the result is never written */
#endif
    out = x2 >= e * e ? y : e / 3 + x2 / e * (1 - y / (3 * e));
}
template <class T> void f1(T x2, T e, T &out)
{
    const T t = std::sqrt(x2) / e;
    out = x2 >= e * e ? T(1) : t * (2 - t);
}
template <class T> void f2(T x2, T e, T &out)
{
    out = x2 >= e * e ? T(0) : 2 / e * (1 - std::sqrt(x2) / e);
}
template <class T> void f1_over_x(T x2, T e, T &out)
{
    out = x2 >= e * e ? 1 / std::sqrt(x2) : (2 - std::sqrt(x2) / e) / e;
}
template <class T> void hessian(T x2, T e, T &out)
{
    out = x2 >= e * e ? -1 / (x2 * std::sqrt(x2)) : -1 / (std::sqrt(x2) * e * e);
}
template <class T> void term(T y, T e, T &out)        /* f2 - f1/y */
{
    out = y >= e ? -1 / y : -(y / e) / e;
}
template <class T> void div_x(T y, T e, T &out)       /* f1(y) / y: 0/0 at y = 0 */
{
    const T t = y / e;
    out = (y >= e ? T(1) : t * (2 - t)) / y;
}
} // namespace
#define EXPORT(name, f) \
    void name(double a, double e, double &out) { f(a, e, out); } \
    void name(float a, float e, float &out) { f(a, e, out); }
EXPORT(f0_SF, f0) EXPORT(f1_SF, f1) EXPORT(f2_SF, f2) EXPORT(f1_SF_over_x, f1_over_x)
EXPORT(df1_x_minus_f1_over_x3, hessian) EXPORT(f2_term, term) EXPORT(f1_div_x, div_x)
} // namespace ipc
