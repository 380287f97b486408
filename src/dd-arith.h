/* Tangled from doc/double-double.nw; edit there, not here. */
#ifndef DD_ARITH_H
#define DD_ARITH_H
#include "sf-round.h"
#include <float.h>
#include <math.h>

typedef sf_dd dd;   /* value hi + lo, |lo| <= ulp(hi)/2 */

static inline dd dd_neg(dd x) { const dd r = { -x.hi, -x.lo }; return r; }
static inline dd dd_two_sum(double a, double b) { return sf_two_sum(a, b); }
static inline dd dd_two_prod(double a, double b) { return sf_two_prod(a, b, 1); }
static inline dd dd_mul_d(dd x, double y) { return sf_mul_d(x, y, 1); }
static inline dd dd_mul(dd x, dd y) { return sf_mul(x, y, 1); }
static inline dd dd_div(dd x, dd y) { return sf_div(x, y, 1); }
static inline dd dd_add_d(dd x, double y)
{
    const dd s = sf_two_sum(x.hi, y);
    return sf_fast_two_sum(s.hi, x.lo + s.lo);
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
