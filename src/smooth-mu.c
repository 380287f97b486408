/* Tangled from doc/blend.nw; edit there, not here. */
#include "smooth-mu.h"
#include "sf-mu-forms.h"
#include "sf-round.h"
#include "sf-exact.h"
#include <errno.h>
#include <float.h>
#include <math.h>

static int blend_outside_domain(double y, double mu_s, double mu_k, double eps_v,
                                double *result)
{
    if (isnan(y) || isnan(mu_s) || isnan(mu_k) || isnan(eps_v)) {
        *result = y + mu_s + mu_k + eps_v;                  /* quiet NaN, no error */
        return 1;
    }
    if (!(eps_v > 0 && eps_v <= DBL_MAX) || y < 0 || !(mu_s >= 0 && mu_s <= DBL_MAX)
        || !(mu_k >= 0 && mu_k <= DBL_MAX)) {
        errno = EDOM;
        *result = NAN;
        return 1;
    }
    return 0;
}
SF_INLINE double sliding_value(const mu_piece_form *p, double y, double mu_k, int plus,
                               int hw, int *exact)
{
    const double c = p->mono[1][0];
    const sf_dd minus_mu_k = { -mu_k, 0.0 };
    double r;
    *exact = 0;
    if (c == 0 || (mu_k == 0 && (c < 0 || !plus)))
        return 0.0;
    if (p->low == 0)
        return c * mu_k;
    if (p->low == 1)
        return (c * mu_k) * y;
    if (p->low == -1)
        return (c * mu_k) / y;
    if (p->low == -3 && c == -1 && sf_mu_in_range(mu_k)
        && sf_fast_quotient(minus_mu_k, y, y, y, hw, &r))
        return r;
    *exact = 1;
    return 0.0;
}
static int pole_at_rest(const mu_piece_form *p, double mu_s, double mu_k,
                        mu_piece_form *rest)
{
    const double c0[2][8] = { { p->mono[0][0] }, { p->mono[1][0] } };
    const double v = sf_exact_piece(0, 0, 0, 1.0, c0, 1.0, mu_s, mu_k, 1.0);
    if (v != 0)
        return v < 0 ? -1 : 1;
    *rest = *p;                                       /* c_0 = 0: drop it */
    rest->low = p->low + 1;
    rest->degree = p->degree > 0 ? p->degree - 1 : 0;
    for (int i = 0; i < 2; i++)
        for (int k = 0; k < 8; k++)
            rest->mono[i][k] = k + 1 < 8 && p->degree > 0 ? p->mono[i][k + 1] : 0.0;
    return 0;
}

static double limit_at_infinity(const mu_piece_form *p, double mu_k)
{
    const double c = p->mono[1][0];
    if (c == 0 || mu_k == 0)
        return 0.0;
    if (p->low > 0)
        return copysign(HUGE_VAL, c);
    if (p->low < 0)
        return copysign(0.0, c);
    return c * mu_k;
}
static double exact_piece(const mu_piece_form *p, double y, double mu_s, double mu_k,
                          double eps_v)
{
    const int caller_errno = errno;
    SF_COUNT_EXACT_CALL();
    const double r = sf_exact_piece(p->eps_power, p->low, p->degree, p->den, p->mono, y,
                                    mu_s, mu_k, eps_v);
    errno = caller_errno;
    return r;
}

static double blend_general(int blend, int fn, double y, double mu_s, double mu_k,
                            double eps_v)
{
    const int hw = 0;
    double r;
    int piece = 0, exact;
    if (blend_outside_domain(y, mu_s, mu_k, eps_v, &r))
        return r;
    while (piece < mu_npieces[blend] - 1
           && !(y * (1 << mu_brk_shift[blend][piece]) < eps_v))
        piece++;
    const mu_piece_form *p = &mu_form[blend][fn][piece];
    if (isinf(y))
        return limit_at_infinity(p, mu_k);
    if (piece == mu_npieces[blend] - 1) {
        r = sliding_value(p, y, mu_k, 0, hw, &exact);
        return exact ? exact_piece(p, y, mu_s, mu_k, eps_v) : r;
    }
    if (y == 0 && p->low < 0) {
        mu_piece_form rest;
        const int pole = pole_at_rest(p, mu_s, mu_k, &rest);
        if (pole) {
            errno = ERANGE;                         /* pole error */
            return pole * HUGE_VAL;
        }
        return exact_piece(&rest, 0.0, mu_s, mu_k, eps_v);
    }
    r = exact_piece(p, y, mu_s, mu_k, eps_v);
    return y == 0 && r == 0 ? 0.0 * y : r;          /* a zero at rest has the sign of y */
}
SF_INLINE int sticking_fast(const mu_piece_form *p, double y, double mu_s, double mu_k,
                            double eps_v, int hw, double *r)
{
    return sf_fast_piece(p->eps_power, p->low, p->degree, p->den, p->mono, y, mu_s, mu_k,
                         eps_v, hw, r);
}

SF_INLINE double blend_function(int blend, int fn, double y, double mu_s, double mu_k,
                                double eps_v, int hw)
{
    double r;
    int exact;
    if (sf_fast_range(mu_s, mu_k, eps_v)) {
        if (sf_sticking(y, eps_v)) {
            if (mu_npieces[blend] == 2 || y * (1 << mu_brk_shift[blend][0]) < eps_v
                    ? sticking_fast(&mu_form[blend][fn][0], y, mu_s, mu_k, eps_v, hw, &r)
                    : sticking_fast(&mu_form[blend][fn][1], y, mu_s, mu_k, eps_v, hw, &r))
                return r;
        } else if (sf_bits(y) < sf_bits(INFINITY)) {     /* eps_v <= y <= DBL_MAX */
            r = sliding_value(&mu_form[blend][fn][mu_npieces[blend] - 1], y, mu_k, 1, hw,
                              &exact);
            if (!exact)
                return r;
        }
    }
    return blend_general(blend, fn, y, mu_s, mu_k, eps_v);
}
/* BLEND_FUNCTION defines the fourteen public functions below, smooth_mu to
   smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3 (SF_PUBLIC: src/sf-round.h). */
#define BLEND_FUNCTION(name, blend, fn) \
    SF_INLINE double name##_body(double y, double mu_s, double mu_k, double eps_v, \
                                 int hw) \
    { return blend_function(blend, fn, y, mu_s, mu_k, eps_v, hw); } \
    SF_PUBLIC(name, (double y, double mu_s, double mu_k, double eps_v), \
              y, mu_s, mu_k, eps_v)

BLEND_FUNCTION(smooth_mu, CUBIC, MU)
BLEND_FUNCTION(smooth_mu_derivative, CUBIC, MU_DERIVATIVE)
BLEND_FUNCTION(smooth_mu_f0, CUBIC, MU_F0)
BLEND_FUNCTION(smooth_mu_f1, CUBIC, MU_F1)
BLEND_FUNCTION(smooth_mu_f2, CUBIC, MU_F2)
BLEND_FUNCTION(smooth_mu_f1_over_x, CUBIC, MU_F1_OVER_X)
BLEND_FUNCTION(smooth_mu_f2_x_minus_mu_f1_over_x3, CUBIC, MU_F2X_MINUS_MU_F1_OVER_X3)

BLEND_FUNCTION(smooth_mu_quadratic, QUADRATIC, MU)
BLEND_FUNCTION(smooth_mu_quadratic_derivative, QUADRATIC, MU_DERIVATIVE)
BLEND_FUNCTION(smooth_mu_quadratic_f0, QUADRATIC, MU_F0)
BLEND_FUNCTION(smooth_mu_quadratic_f1, QUADRATIC, MU_F1)
BLEND_FUNCTION(smooth_mu_quadratic_f2, QUADRATIC, MU_F2)
BLEND_FUNCTION(smooth_mu_quadratic_f1_over_x, QUADRATIC, MU_F1_OVER_X)
BLEND_FUNCTION(smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3, QUADRATIC,
               MU_F2X_MINUS_MU_F1_OVER_X3)
