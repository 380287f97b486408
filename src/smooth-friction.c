/* Tangled from doc/mollifier.nw; edit there, not here. */
#include "smooth-friction.h"
#include "sf-round.h"
#include "sf-exact.h"
#include <errno.h>
#include <float.h>
#include <math.h>

static int outside_domain(double y, double eps_v, double *result)
{
    if (isnan(y) || isnan(eps_v)) {
        *result = y + eps_v;                  /* quiet NaN, no error */
        return 1;
    }
    if (!(eps_v > 0 && eps_v <= DBL_MAX) || y < 0) {
        errno = EDOM;
        *result = NAN;
        return 1;
    }
    return 0;
}
typedef struct { int m, l, n; double den; double c[2][8]; } mollifier_piece;

/* f0, f1, f2, f1/y, (f2 y - f1)/y^3 */
static const mollifier_piece mollifier_sticking[5] = {
    { 1, 0, 3, 3, { { 1, 0, 3, -1 } } },
    { 0, 1, 1, 1, { { 2, -1 } } },
    { -1, 0, 1, 1, { { 2, -2 } } },
    { -1, 0, 1, 1, { { 2, -1 } } },
    { -3, -1, 0, 1, { { -1 } } },
};
static const mollifier_piece mollifier_cube = { -3, -3, 0, 1, { { -1 } } };   /* -1/y^3 */

static double mollifier_exact(const mollifier_piece *p, double y, double eps_v)
{
    const int caller_errno = errno;
    SF_COUNT_EXACT_CALL();
    const double r = sf_exact_piece(p->m, p->l, p->n, p->den, p->c, y, 1.0, 0.0, eps_v);
    errno = caller_errno;
    return r;
}
SF_INLINE double mollifier_sliding(int fn, double y)      /* y >= eps_v: one operation */
{
    return fn == 0 ? y : fn == 1 ? 1.0 : fn == 2 ? 0.0 : 1.0 / y;
}

static double mollifier_general(int fn, double y, double eps_v)
{
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y >= eps_v)
        return mollifier_sliding(fn, y);
    if (y == 0 && fn == 1)
        return y;                                    /* f1(-0) = -0 */
    return mollifier_exact(&mollifier_sticking[fn], y, eps_v);
}

SF_INLINE int mollifier_fast(int fn, double y, double eps_v, int hw, double *r)
{
    const mollifier_piece *p = &mollifier_sticking[0];
    const sf_dd d = sf_fast_two_sum(eps_v, -y), twice_d = { 2.0 * d.hi, 2.0 * d.lo };
    const sf_dd e = sf_fast_two_sum(2.0 * eps_v, -y);            /* 2 eps_v - y */
    switch (fn) {
    case 0:
        return sf_fast_piece(p->m, p->l, p->n, p->den, p->c, y, 1.0, 1.0, eps_v, hw, r);
    case 1:
        if (y == 0) {
            *r = y;
            return 1;
        }
        return y >= 0x1p-400
               && sf_fast_quotient(sf_mul_d(e, y, hw), eps_v, eps_v, 1.0, hw, r);
    case 2:
        return sf_fast_quotient(twice_d, eps_v, eps_v, 1.0, hw, r);
    default:
        return sf_fast_quotient(e, eps_v, eps_v, 1.0, hw, r);
    }
}

SF_INLINE double mollifier_function(int fn, double y, double eps_v, int hw)
{
    double r;
    if (sf_fast_range(1.0, 1.0, eps_v)) {
        if (sf_sticking(y, eps_v)) {
            if (mollifier_fast(fn, y, eps_v, hw, &r))
                return r;
        } else if (y >= eps_v) {
            return mollifier_sliding(fn, y);
        }
    }
    return mollifier_general(fn, y, eps_v);
}

/* Defines smooth_friction_f0, _f1, _f2, _f1_over_x (SF_PUBLIC: src/sf-round.h). */
#define MOLLIFIER_FUNCTION(name, fn) \
    SF_INLINE double name##_body(double y, double eps_v, int hw) \
    { return mollifier_function(fn, y, eps_v, hw); } \
    SF_PUBLIC(name, (double y, double eps_v), y, eps_v)

MOLLIFIER_FUNCTION(smooth_friction_f0, 0)
MOLLIFIER_FUNCTION(smooth_friction_f1, 1)
MOLLIFIER_FUNCTION(smooth_friction_f2, 2)
MOLLIFIER_FUNCTION(smooth_friction_f1_over_x, 3)
static double f2_x_minus_f1_over_x3_general(double y, double eps_v)
{
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y == 0) {
        errno = ERANGE;                              /* pole error */
        return -HUGE_VAL;
    }
    if (isinf(y))
        return -0.0;
    return mollifier_exact(y < eps_v ? &mollifier_sticking[4] : &mollifier_cube, y,
                           eps_v);
}

SF_INLINE double smooth_friction_f2_x_minus_f1_over_x3_body(double y, double eps_v,
                                                            int hw)
{
    const sf_dd minus_one = { -1.0, 0.0 };
    const double z = y >= eps_v ? y : eps_v;         /* -1/(y z^2) on both pieces */
    double r;
    if ((sf_in_wide_range(y) & sf_in_wide_range(eps_v))      /* so z is in range too */
        && sf_quotient_in_range(minus_one, y, z, z, hw, &r))
        return r;
    return f2_x_minus_f1_over_x3_general(y, eps_v);
}
/* Defines smooth_friction_f2_x_minus_f1_over_x3 (SF_PUBLIC: src/sf-round.h). */
SF_PUBLIC(smooth_friction_f2_x_minus_f1_over_x3, (double y, double eps_v), y, eps_v)
