/* Tangled from doc/blend.nw; edit there, not here. */
#include "smooth-mu.h"
#include "smooth-mu-forms.h"
#include "dd-arith.h"
#include <errno.h>
#include <float.h>
#include <math.h>

static int blend_outside_domain(double y, double mu_s, double mu_k, double eps_v, double *result)
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
typedef struct { dd m; int e; } xdd;               /* m 2^e, 1/2 <= |m.hi| < 1 or m = 0 */

static dd dd_add_dd(dd x, dd y)
{
    const dd s = dd_two_sum(x.hi, y.hi), t = dd_two_sum(x.lo, y.lo);
    const dd v = dd_fast_two_sum(s.hi, s.lo + t.hi);
    return dd_fast_two_sum(v.hi, t.lo + v.lo);
}

static xdd xdd_make(dd m, int e)                    /* normalize: move m's exponent into e */
{
    xdd r = { { 0.0, 0.0 }, 0 };
    int k;
    if (m.hi == 0)
        return r;
    frexp(m.hi, &k);
    r.m.hi = ldexp(m.hi, -k);
    r.m.lo = ldexp(m.lo, -k);
    r.e = e + k;
    return r;
}

static xdd xdd_from(double x) { return xdd_make(dd_from(x), 0); }
static xdd xdd_mul(xdd a, xdd b) { return xdd_make(dd_mul(a.m, b.m), a.e + b.e); }
static xdd xdd_div(xdd a, xdd b) { return xdd_make(dd_div(a.m, b.m), a.e - b.e); }

static xdd xdd_add(xdd a, xdd b)
{
    if (b.m.hi == 0)
        return a;
    if (a.m.hi == 0)
        return b;
    if (a.e < b.e) {
        const xdd c = a;
        a = b;
        b = c;
    }
    if (a.e - b.e > 200)
        return a;
    const dd aligned = { ldexp(b.m.hi, b.e - a.e), ldexp(b.m.lo, b.e - a.e) };
    return xdd_make(dd_add_dd(a.m, aligned), a.e);
}

static xdd xdd_times_power(xdd v, xdd x, int k)    /* v x^k, k of either sign */
{
    for (int i = 0; i < k; i++)
        v = xdd_mul(v, x);
    for (int i = 0; i > k; i--)
        v = xdd_div(v, x);
    return v;
}

static double xdd_round(xdd v) { return dd_scalbn_round(v.m, v.e); }
static int evaluate_fast(double *r, const mu_piece_form *p, double y, const double mu[2],
                         double eps_v)
{
    const xdd e = xdd_from(eps_v), t = xdd_div(xdd_from(y), e);
    xdd tp[8], sp[8], pos = xdd_from(0.0), neg = xdd_from(0.0);
    tp[0] = sp[0] = xdd_from(1.0);
    if (p->degree > 0) {
        const xdd s = xdd_div(xdd_make(dd_two_sum(eps_v, -y), 0), e);  /* 1 - t, exact top */
        for (int k = 1; k <= p->degree; k++) {
            tp[k] = xdd_mul(tp[k - 1], t);
            sp[k] = xdd_mul(sp[k - 1], s);
        }
    }
    for (int k = 0; k <= p->degree; k++)
        for (int j = 0; j < 2; j++) {
            const double c = p->bern[j][k];
            if (c == 0 || mu[j] == 0)
                continue;
            const xdd term = xdd_mul(xdd_mul(tp[k], sp[p->degree - k]),
                                     xdd_mul(xdd_from(fabs(c)), xdd_from(mu[j])));
            if (c > 0)
                pos = xdd_add(pos, term);
            else
                neg = xdd_add(neg, term);
        }
    const xdd size = xdd_add(pos, neg);
    neg.m = dd_neg(neg.m);
    const xdd diff = xdd_add(pos, neg);
    if (size.m.hi != 0 && (diff.m.hi == 0 || diff.e < size.e - 39))
        return 0;                                    /* cancels by more than 2^-40 */
    xdd v = xdd_times_power(diff, t, p->low);
    v = xdd_times_power(v, e, p->eps_power);
    *r = xdd_round(xdd_div(v, xdd_from(p->den)));
    return 1;
}
enum { EXPANSION_MAX = 704 };
typedef struct { int n; double c[EXPANSION_MAX]; } expansion;  /* increasing magnitude */

static void expansion_grow(expansion *x, double b)          /* x := x + b, exactly */
{
    int n = 0;
    for (int i = 0; i < x->n; i++) {
        const dd s = dd_two_sum(b, x->c[i]);
        b = s.hi;
        if (s.lo != 0)
            x->c[n++] = s.lo;
    }
    if (b != 0)
        x->c[n++] = b;
    x->n = n;
}

static void expansion_compress(expansion *x)
{
    double g[EXPANSION_MAX];
    int bottom = x->n - 1, top = 0;
    if (x->n < 2)
        return;
    double q = x->c[x->n - 1];
    for (int i = x->n - 2; i >= 0; i--) {
        const dd s = dd_fast_two_sum(q, x->c[i]);
        if (s.lo != 0) {
            g[bottom--] = s.hi;
            q = s.lo;
        } else
            q = s.hi;
    }
    g[bottom] = q;
    for (int i = bottom + 1; i < x->n; i++) {
        const dd s = dd_fast_two_sum(g[i], q);
        q = s.hi;
        if (s.lo != 0)
            x->c[top++] = s.lo;
    }
    if (q != 0)
        x->c[top++] = q;
    x->n = top;
}

static void expansion_scale(expansion *x, double b)         /* x := x b, exactly */
{
    expansion r;
    r.n = 0;
    for (int i = 0; i < x->n; i++) {
        const dd p = dd_two_prod(x->c[i], b);
        expansion_grow(&r, p.lo);
        expansion_grow(&r, p.hi);
    }
    expansion_compress(&r);
    *x = r;
}
typedef struct { double coef, mu; int ypow, epow; } product_term;  /* coef mu y^ypow eps^epow */

static void term_expansion(expansion *x, int *e, const product_term *p, double y, double eps)
{
    int k, ey, ee;
    const double my = frexp(y, &ey), me = frexp(eps, &ee);
    x->n = 1;
    x->c[0] = frexp(p->coef, e);
    expansion_scale(x, frexp(p->mu, &k));
    *e += k + p->ypow * ey + p->epow * ee;
    for (int i = 0; i < p->ypow; i++)
        expansion_scale(x, my);
    for (int i = 0; i < p->epow; i++)
        expansion_scale(x, me);
}

static int magnitude(const expansion *x, int e)        /* floor(log2 |x 2^e|), within 1 */
{
    return e + ilogb(x->c[x->n - 1]);
}

static xdd exact_sum(const product_term *term, int nterm, double y, double eps)
{
    int order[16], mag[16], n = 0, ea = 0;
    expansion acc, x;
    acc.n = 0;
    for (int i = 0; i < nterm; i++) {                  /* order by magnitude, largest first */
        int e, j;
        term_expansion(&x, &e, &term[i], y, eps);
        const int m = magnitude(&x, e);
        for (j = n; j > 0 && mag[j - 1] < m; j--) {
            order[j] = order[j - 1];
            mag[j] = mag[j - 1];
        }
        order[j] = i;
        mag[j] = m;
        n++;
    }
    for (int i = 0; i < n; i++) {
        int e;
        term_expansion(&x, &e, &term[order[i]], y, eps);
        if (acc.n == 0) {
            acc = x;
            ea = e;
            continue;
        }
        const int a = magnitude(&acc, ea), m = magnitude(&x, e);
        if (a - m > 160)
            break;                                    /* the rest cannot matter */
        const int base = a > m ? a : m;
        for (int k = 0; k < acc.n; k++)
            acc.c[k] = ldexp(acc.c[k], ea - base);
        for (int k = 0; k < x.n; k++)
            expansion_grow(&acc, ldexp(x.c[k], e - base));
        expansion_compress(&acc);
        ea = base;
    }
    dd sum = dd_from(0.0);
    for (int k = 0; k < acc.n; k++)                  /* smallest first: error 2^-104 */
        sum = dd_add_d(sum, acc.c[k]);
    return xdd_make(sum, ea);
}
static double evaluate_exactly(const mu_piece_form *p, double y, const double mu[2], double eps_v)
{
    product_term term[16];
    int n = 0;
    for (int j = 0; j <= p->degree; j++)
        for (int i = 0; i < 2; i++)
            if (p->mono[i][j] != 0 && mu[i] != 0) {
                const product_term pt = { p->mono[i][j], mu[i], j, p->degree - j };
                term[n++] = pt;
            }
    xdd v = exact_sum(term, n, y, eps_v);
    v = xdd_times_power(v, xdd_from(y), p->low);
    v = xdd_times_power(v, xdd_from(eps_v), p->eps_power - p->degree - p->low);
    return xdd_round(xdd_div(v, xdd_from(p->den)));
}
static double value_at_rest(const mu_piece_form *p, double y, const double mu[2], double eps_v)
{
    product_term term[2];
    int n = 0;
    if (p->low < 0) {
        for (int i = 0; i < 2; i++)
            if (p->mono[i][0] != 0 && mu[i] != 0) {
                const product_term pt = { p->mono[i][0], mu[i], 0, 0 };
                term[n++] = pt;
            }
        const xdd pole = exact_sum(term, n, 1.0, 1.0);
        if (pole.m.hi != 0) {
            errno = ERANGE;                           /* pole error */
            return copysign(HUGE_VAL, pole.m.hi);
        }
        n = 0;
    }
    if (p->low > 0 || -p->low > p->degree)
        return 0.0 * y;
    for (int i = 0; i < 2; i++)
        if (p->mono[i][-p->low] != 0 && mu[i] != 0) {
            const product_term pt = { p->mono[i][-p->low], mu[i], 0, 0 };
            term[n++] = pt;
        }
    const xdd v = xdd_times_power(exact_sum(term, n, 1.0, 1.0), xdd_from(eps_v), p->eps_power);
    return v.m.hi == 0 ? 0.0 * y : xdd_round(xdd_div(v, xdd_from(p->den)));
}

static double limit_at_infinity(const mu_piece_form *p, double mu_k, double eps_v)
{
    const double c = p->mono[1][0];
    if (c == 0 || mu_k == 0)
        return 0.0;
    if (p->low > 0)
        return copysign(HUGE_VAL, c);
    if (p->low < 0)
        return copysign(0.0, c);
    return c * mu_k / p->den * pow(eps_v, p->eps_power);  /* mu and mu f1: exactly mu_k */
}
#ifdef SF_COUNT_SLOW_PATH
unsigned long smooth_friction_slow_path_calls;          /* the benchmark's copy only */
#define COUNT_SLOW_PATH() (smooth_friction_slow_path_calls++)
#else
#define COUNT_SLOW_PATH() ((void)0)
#endif

static double blend_function(int blend, int fn, double y, double mu_s, double mu_k, double eps_v)
{
    const double mu[2] = { mu_s, mu_k };
    double r;
    int piece = 0;
    if (blend_outside_domain(y, mu_s, mu_k, eps_v, &r))
        return r;
    while (piece < mu_npieces[blend] - 1 && !(ldexp(y, mu_brk_shift[blend][piece]) < eps_v))
        piece++;
    const mu_piece_form *p = &mu_form[blend][fn][piece];
    if (y == 0)
        return value_at_rest(p, y, mu, eps_v);
    if (isinf(y))
        return limit_at_infinity(p, mu_k, eps_v);
    const int caller_errno = errno;          /* frexp, ldexp may set ERANGE on the way */
    if (!evaluate_fast(&r, p, y, mu, eps_v)) {
        COUNT_SLOW_PATH();
        r = evaluate_exactly(p, y, mu, eps_v);
    }
    errno = caller_errno;
    return r;
}
enum { CUBIC, QUADRATIC };
enum { MU, MU_DERIVATIVE, MU_F0, MU_F1, MU_F2, MU_F1_OVER_X, MU_F2X_MINUS_MU_F1_OVER_X3 };

double smooth_mu(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(CUBIC, MU, y, mu_s, mu_k, eps_v); }
double smooth_mu_derivative(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(CUBIC, MU_DERIVATIVE, y, mu_s, mu_k, eps_v); }
double smooth_mu_f0(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(CUBIC, MU_F0, y, mu_s, mu_k, eps_v); }
double smooth_mu_f1(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(CUBIC, MU_F1, y, mu_s, mu_k, eps_v); }
double smooth_mu_f2(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(CUBIC, MU_F2, y, mu_s, mu_k, eps_v); }
double smooth_mu_f1_over_x(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(CUBIC, MU_F1_OVER_X, y, mu_s, mu_k, eps_v); }
double smooth_mu_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(CUBIC, MU_F2X_MINUS_MU_F1_OVER_X3, y, mu_s, mu_k, eps_v); }

double smooth_mu_quadratic(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(QUADRATIC, MU, y, mu_s, mu_k, eps_v); }
double smooth_mu_quadratic_derivative(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(QUADRATIC, MU_DERIVATIVE, y, mu_s, mu_k, eps_v); }
double smooth_mu_quadratic_f0(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(QUADRATIC, MU_F0, y, mu_s, mu_k, eps_v); }
double smooth_mu_quadratic_f1(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(QUADRATIC, MU_F1, y, mu_s, mu_k, eps_v); }
double smooth_mu_quadratic_f2(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(QUADRATIC, MU_F2, y, mu_s, mu_k, eps_v); }
double smooth_mu_quadratic_f1_over_x(double y, double mu_s, double mu_k, double eps_v)
{ return blend_function(QUADRATIC, MU_F1_OVER_X, y, mu_s, mu_k, eps_v); }
double smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k,
                                                   double eps_v)
{ return blend_function(QUADRATIC, MU_F2X_MINUS_MU_F1_OVER_X3, y, mu_s, mu_k, eps_v); }
