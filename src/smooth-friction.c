/* Tangled from doc/mollifier.nw; edit there, not here. */
#include "smooth-friction.h"
#include "dd-arith.h"
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
typedef struct { double y, eps; int e; } scaled;     /* y = y' 2^e, eps_v = eps' 2^e */

static scaled scale_to_unit_width(double y, double eps_v)
{
    const int e = ilogb(eps_v);
    const scaled s = { scalbn(y, -e), scalbn(eps_v, -e), e };
    return s;
}
static double minus_reciprocal_monomial(double y, int a, double eps_v, int b)
{
    int ey, ee;
    const double my = frexp(y, &ey), me = frexp(eps_v, &ee);
    dd m = dd_from(1.0);
    for (int i = 0; i < a; i++)
        m = dd_mul_d(m, my);
    for (int i = 0; i < b; i++)
        m = dd_mul_d(m, me);
    const dd q = dd_div(dd_from(1.0), m);            /* in [1, 2^(a+b)] */
    return -dd_scalbn_round(q, -(a * ey + b * ee));
}

double smooth_friction_f0(double y, double eps_v)
{
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y >= eps_v)
        return y;
    const scaled s = scale_to_unit_width(y, eps_v);
    const dd t = dd_div_d(dd_from(s.y), s.eps);
    const dd u = dd_add_d(dd_mul(dd_mul(t, t), dd_add_d(dd_neg(t), 3.0)), 1.0);
    const dd v = dd_div_d(u, 3.0);                  /* in [1/3, 1] */
    return dd_scalbn_round(dd_mul_d(v, s.eps), s.e); /* scaling power 1: times 2^e */
}
double smooth_friction_f1(double y, double eps_v)
{
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y >= eps_v)
        return 1.0;
    if (y / eps_v < 0x1p-900)
        return (2.0 * y) / eps_v;                    /* t^2 is below the subnormal spacing */
    const scaled s = scale_to_unit_width(y, eps_v);
    const dd p = dd_mul_d(dd_two_sum(2.0 * s.eps, -s.y), s.y);
    return dd_div_d(dd_div_d(p, s.eps), s.eps).hi;
}
double smooth_friction_f2(double y, double eps_v)
{
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y >= eps_v)
        return 0.0;
    const scaled s = scale_to_unit_width(y, eps_v);
    const dd d = dd_div_d(dd_div_d(dd_two_sum(s.eps, -s.y), s.eps), s.eps);
    return dd_scalbn_round(dd_mul_d(d, 2.0), -s.e);  /* scaling power -1: times 2^-e */
}
double smooth_friction_f1_over_x(double y, double eps_v)
{
    double r;
    if (outside_domain(y, eps_v, &r))
        return r;
    if (y >= eps_v)
        return 1.0 / y;
    const scaled s = scale_to_unit_width(y, eps_v);
    const dd d = dd_div_d(dd_div_d(dd_two_sum(2.0 * s.eps, -s.y), s.eps), s.eps);
    return dd_scalbn_round(d, -s.e);                 /* scaling power -1: times 2^-e */
}
double smooth_friction_f2_x_minus_f1_over_x3(double y, double eps_v)
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
        return minus_reciprocal_monomial(y, 3, eps_v, 0);
    return minus_reciprocal_monomial(y, 1, eps_v, 2);
}
