/* Tangled from doc/double-double.nw; edit there, not here. */
#ifndef DD_ARITH_H
#define DD_ARITH_H
#include <float.h>
#include <math.h>

typedef struct { double hi, lo; } dd;   /* value hi + lo, |lo| <= ulp(hi)/2 */

static inline dd dd_from(double x) { const dd r = { x, 0.0 }; return r; }
static inline dd dd_neg(dd x) { const dd r = { -x.hi, -x.lo }; return r; }

/* Exact a + b as a normalized pair, provided |a| >= |b| (or a == 0). */
static inline dd dd_fast_two_sum(double a, double b)
{
    const double s = a + b;
    const dd r = { s, b - (s - a) };
    return r;
}
static inline dd dd_two_sum(double a, double b)     /* exactly a + b */
{
    const double s = a + b, bb = s - a;
    const dd r = { s, (a - (s - bb)) + (b - bb) };
    return r;
}

static inline dd dd_two_prod(double a, double b)    /* exactly a * b */
{
    const double p = a * b;
    const dd r = { p, fma(a, b, -p) };
    return r;
}
static inline dd dd_add_d(dd x, double y)
{
    const dd s = dd_two_sum(x.hi, y);
    return dd_fast_two_sum(s.hi, x.lo + s.lo);
}

static inline dd dd_mul_d(dd x, double y)
{
    const dd c = dd_two_prod(x.hi, y);
    return dd_fast_two_sum(c.hi, fma(x.lo, y, c.lo));
}

static inline dd dd_mul(dd x, dd y)
{
    const dd c = dd_two_prod(x.hi, y.hi);
    const double t = fma(x.hi, y.lo, x.lo * y.lo);
    return dd_fast_two_sum(c.hi, c.lo + fma(x.lo, y.hi, t));
}
static inline dd dd_div_d(dd x, double y)
{
    const double th = x.hi / y;
    const dd p = dd_two_prod(th, y);
    const double delta = ((x.hi - p.hi) - p.lo) + x.lo;
    return dd_fast_two_sum(th, delta / y);
}

static inline dd dd_div(dd x, dd y)
{
    const double th = x.hi / y.hi;
    const dd r = dd_mul_d(y, th);
    const double delta = (x.hi - r.hi) + (x.lo - r.lo);
    return dd_fast_two_sum(th, delta / y.hi);
}
static inline double dd_scalbn_round(dd v, int k)  /* (hi + lo) 2^k, rounded once */
{
    if (v.hi < 0)
        return -dd_scalbn_round(dd_neg(v), k);
    const double s = scalbn(v.hi, k);
    if (s >= DBL_MIN || isinf(s) || v.lo == 0 || k > 0)
        return s;
    const double step = scalbn(0x1p-1074, -k);     /* the subnormal spacing, at v's scale */
    const double below = scalbn(floor(scalbn(v.hi, k + 1074)), -k - 1074);
    if (v.hi - below != 0.5 * step)                /* hi itself is not a tie: s is right */
        return s;
    return scalbn(v.lo > 0 ? below + step : below, k);
}
#endif
