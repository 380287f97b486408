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

static const mollifier_piece mollifier_sticking[5] = {      /* f0, f1, f2, f1/y, (f2 y - f1)/y^3 */
    { 1, 0, 3, 3, { { 1, 0, 3, -1 } } },
    { 0, 1, 1, 1, { { 2, -1 } } },
    { -1, 0, 1, 1, { { 2, -2 } } },
    { -1, 0, 1, 1, { { 2, -1 } } },
    { -3, -1, 0, 1, { { -1 } } },
};
static const mollifier_piece mollifier_cube = { -3, -3, 0, 1, { { -1 } } };   /* -1/y^3 */

#ifdef SF_COUNT_SLOW_PATH
extern unsigned long smooth_friction_slow_path_calls;   /* the benchmark's copy only */
#define COUNT_MOLLIFIER_SLOW_PATH() (smooth_friction_slow_path_calls++)
#else
#define COUNT_MOLLIFIER_SLOW_PATH() ((void)0)
#endif

static double mollifier_exact(const mollifier_piece *p, double y, double eps_v)
{
    const int caller_errno = errno;
    COUNT_MOLLIFIER_SLOW_PATH();
    const double r = sf_exact_piece(p->m, p->l, p->n, p->den, p->c, y, 1.0, 0.0, eps_v);
    errno = caller_errno;
    return r;
}
SF_INLINE int over_eps_squared(sf_dd num, double eps_v, int hw, double *result)
{
    const sf_dd q = sf_div_d(sf_div_d(num, eps_v, hw), eps_v, hw);
    return sf_rounds_to_one(q, 0x1p-98 * fabs(q.hi), result);
}

SF_INLINE double smooth_friction_f0_body(double y, double eps_v, int hw)
{
    const mollifier_piece *p = &mollifier_sticking[0];
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y >= eps_v)
        return y;
    if (y == 0)
        return eps_v / 3.0;
    if (sf_fast_piece(p->m, p->l, p->n, p->den, p->c, y, 1.0, 1.0, eps_v, hw, &r))
        return r;
    return mollifier_exact(p, y, eps_v);
}
SF_PUBLIC(smooth_friction_f0, (double y, double eps_v), y, eps_v)
SF_INLINE double smooth_friction_f1_body(double y, double eps_v, int hw)
{
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y >= eps_v)
        return 1.0;
    if (y == 0)
        return y;
    if ((eps_v >= 0x1p-128 && eps_v <= 0x1p128) && y >= 0x1p-400
        && over_eps_squared(sf_mul_d(sf_two_sum(2.0 * eps_v, -y), y, hw), eps_v, hw, &r))
        return r;
    return mollifier_exact(&mollifier_sticking[1], y, eps_v);
}
SF_PUBLIC(smooth_friction_f1, (double y, double eps_v), y, eps_v)
SF_INLINE double smooth_friction_f2_body(double y, double eps_v, int hw)
{
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y >= eps_v)
        return 0.0;
    const sf_dd d = sf_two_sum(eps_v, -y), twice = { 2.0 * d.hi, 2.0 * d.lo };
    if ((eps_v >= 0x1p-128 && eps_v <= 0x1p128) && over_eps_squared(twice, eps_v, hw, &r))
        return r;
    return mollifier_exact(&mollifier_sticking[2], y, eps_v);
}
SF_PUBLIC(smooth_friction_f2, (double y, double eps_v), y, eps_v)
SF_INLINE double smooth_friction_f1_over_x_body(double y, double eps_v, int hw)
{
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y >= eps_v)
        return 1.0 / y;
    if ((eps_v >= 0x1p-128 && eps_v <= 0x1p128)
        && over_eps_squared(sf_two_sum(2.0 * eps_v, -y), eps_v, hw, &r))
        return r;
    return mollifier_exact(&mollifier_sticking[3], y, eps_v);
}
SF_PUBLIC(smooth_friction_f1_over_x, (double y, double eps_v), y, eps_v)
SF_INLINE double smooth_friction_f2_x_minus_f1_over_x3_body(double y, double eps_v, int hw)
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
    if (y >= eps_v)
        return sf_fast_minus_over_product(1.0, y, y, y, hw, &r)
                   ? r : mollifier_exact(&mollifier_cube, y, eps_v);
    return sf_fast_minus_over_product(1.0, y, eps_v, eps_v, hw, &r)
               ? r : mollifier_exact(&mollifier_sticking[4], y, eps_v);
}
SF_PUBLIC(smooth_friction_f2_x_minus_f1_over_x3, (double y, double eps_v), y, eps_v)
