/* Tangled from doc/fast-paths.nw, doc/static-peak.nw and doc/varying.nw;
   edit there, not here. */
#include "smooth-peak.h"
#include "smooth-mu.h"
#include "sf-round.h"
#include "sf-exact.h"
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

static int outside_peak_domain(double mu_s, double mu_k, double *result,
                               double *y_over_eps)
{
    if (isnan(mu_s) || isnan(mu_k))
        *result = mu_s + mu_k;
    else if (!(mu_s >= 0 && mu_s <= DBL_MAX && mu_k >= 0 && mu_k <= DBL_MAX)) {
        errno = EDOM;
        *result = NAN;
    } else
        return 0;
    if (y_over_eps)
        *y_over_eps = NAN;
    return 1;
}
enum blend { CUBIC, QUADRATIC };
static double cubic_peak_location(double c)     /* root of 9t^2 - 5t^3 = c, 1 <= c < 4 */
{
    double t = 2.0 / 3.0;
    for (int i = 0; i < 60; i++) {
        const double h = t * t * (9.0 - 5.0 * t) - c, dh = 3.0 * t * (6.0 - 5.0 * t);
        double next = t - h / dh;
        next = next < 1.0 / 3.0 ? 1.0 / 3.0 : next > 1.0 ? 1.0 : next;
        if (next == t)
            break;
        t = next;
    }
    return t;
}
/* root of a(4t^3 - 6t^2) - t + 1, a = 1 - r */
static double quadratic_peak_location(double a)
{
    double t = 0.4;
    for (int i = 0; i < 60; i++) {
        const double p = a * t * t * (4.0 * t - 6.0) - t + 1.0;
        const double dp = 12.0 * a * t * (t - 1.0) - 1.0;
        double next = t - p / dp;
        next = next < 0.0 ? 0.0 : next > 0.5 ? 0.5 : next;
        if (next == t)
            break;
        t = next;
    }
    return t;
}
typedef struct { sf_dd v; double err; } bounded;  /* the exact value is within err of v */

#define BOUND_PAD (1 + 0x1p-48)
SF_INLINE double magnitude(sf_dd x)    /* HUGE_VAL once it reached the overflow limit */
{
    return fabs(x.hi) < DBL_MAX ? fabs(x.hi) + fabs(x.lo) : HUGE_VAL;
}
SF_INLINE bounded b_exact(double x) { const bounded b = { { x, 0.0 }, 0.0 }; return b; }
SF_INLINE bounded b_pair(sf_dd x) { const bounded b = { x, 0.0 }; return b; }
SF_INLINE bounded b_scale(bounded a, double two_k)      /* exact: a power of two */
{
    const bounded b = { { a.v.hi * two_k, a.v.lo * two_k }, a.err * fabs(two_k) };
    return b;
}

SF_INLINE bounded b_add(bounded a, bounded b)
{
    const sf_dd s = sf_two_sum(a.v.hi, b.v.hi), t = sf_two_sum(a.v.lo, b.v.lo);
    const sf_dd w = sf_fast_two_sum(s.hi, s.lo + t.hi),
                r = sf_fast_two_sum(w.hi, t.lo + w.lo);
    const bounded c = { r, (a.err + b.err + 0x1p-103 * magnitude(r) + 0x1p-1000)
                           * BOUND_PAD };
    return c;
}

SF_INLINE bounded b_sub(bounded a, bounded b) { return b_add(a, b_scale(b, -1.0)); }

SF_INLINE bounded b_mul(bounded a, bounded b, int hw)
{
    const sf_dd p = sf_mul(a.v, b.v, hw);
    const double e = magnitude(a.v) * b.err + magnitude(b.v) * a.err + a.err * b.err;
    const bounded c = { p, (e + 0x1p-103 * magnitude(p) + 0x1p-1000) * BOUND_PAD };
    return c;
}

SF_INLINE bounded b_div(bounded a, bounded b, int hw)
{
    const sf_dd q = sf_div(a.v, b.v, hw);
    const double below = (fabs(b.v.hi) - fabs(b.v.lo) - b.err) * (1 - 0x1p-48);
    bounded c = { q, HUGE_VAL };
    if (below > 0)
        c.err = ((a.err + magnitude(q) * b.err) / below + 0x1p-101 * magnitude(q)
                 + 0x1p-1000) * BOUND_PAD;
    return c;
}
enum peak_case { CUBIC_INTERIOR, QUADRATIC_FIRST, QUADRATIC_SECOND };
typedef struct { int n; double a[6], b[6]; } mu_poly;   /* sum_i (a_i mu_s + b_i D) t^i */

static const mu_poly peak_root_poly[3] = {
    { 3, { -1, 0, 0, 0 }, { 0, 0, 9, -5 } },
    { 3, { -1, 1, 0, 0 }, { 0, 0, 6, -4 } },
    { 2, { -1, 0, 0 }, { -1, 8, -4 } },
};
static const mu_poly peak_force_poly[2] = {
    { 5, { 0, 2, -1, 0, 0, 0 }, { 0, 0, 0, -6, 7, -2 } },
    { 4, { 0, 2, -1, 0, 0 }, { 0, 0, 0, -4, 2 } },
};
static const double peak_half_curvature[2][2] = { { 1, 80 }, { 1, 3 } };   /* mu_s, D */

static bounded poly_bounded(const mu_poly *p, double mu_s, sf_dd d, sf_dd t, int hw)
{
    const bounded T = b_pair(t), D = b_pair(d), MS = b_exact(mu_s);
    bounded acc = b_exact(0.0);
    for (int i = p->n; i >= 0; i--) {
        const bounded c = b_add(b_mul(b_exact(p->a[i]), MS, hw),
                                b_mul(b_exact(p->b[i]), D, hw));
        acc = i == p->n ? c : b_add(b_mul(acc, T, hw), c);
    }
    return acc;
}

static void poly_exact(mpq_t out, const mu_poly *p, const mpq_t mu_s, const mpq_t d,
                       const mpq_t t)
{
    mpq_t c, k;
    mpq_inits(c, k, (mpq_ptr)0);
    mpq_set_ui(out, 0, 1);
    for (int i = p->n; i >= 0; i--) {
        mpq_mul(out, out, t);
        mpq_set_d(k, p->a[i]);
        mpq_mul(c, k, mu_s);
        mpq_add(out, out, c);
        mpq_set_d(k, p->b[i]);
        mpq_mul(c, k, d);
        mpq_add(out, out, c);
    }
    mpq_clears(c, k, (mpq_ptr)0);
}

/* The sign of Q at t = t.hi + t.lo (an exact dyadic): certified, or else exact. */
static int root_poly_sign(enum peak_case pc, double mu_s, double mu_k, sf_dd t, int hw)
{
    const sf_dd d = sf_two_sum(mu_s, -mu_k);
    const bounded q = poly_bounded(&peak_root_poly[pc], mu_s, d, t, hw);
    if (fabs(q.v.hi) - fabs(q.v.lo) > q.err * BOUND_PAD)
        return q.v.hi > 0 ? 1 : -1;
    mpq_t ms, dq, tq, x;
    mpq_inits(ms, dq, tq, x, (mpq_ptr)0);
    mpq_set_d(ms, mu_s);
    mpq_set_d(x, mu_k);
    mpq_sub(dq, ms, x);
    mpq_set_d(tq, t.hi);
    mpq_set_d(x, t.lo);
    mpq_add(tq, tq, x);
    poly_exact(x, &peak_root_poly[pc], ms, dq, tq);
    const int s = mpq_sgn(x);
    mpq_clears(ms, dq, tq, x, (mpq_ptr)0);
    return s;
}
static int expansion_sign(const double *x, int n);
static int moderate(double x);

/* k1 mu_k >= k2 mu_s ? */
static int at_least(double k1, double mu_k, double k2, double mu_s)
{
    if (moderate(mu_s) && moderate(mu_k)) {
        const sf_dd a = sf_two_prod(k1, mu_k, 0), b = sf_two_prod(k2, mu_s, 0);
        const double terms[4] = { a.hi, a.lo, -b.hi, -b.lo };
        return expansion_sign(terms, 4) >= 0;
    }
    mpq_t a, b, k;
    mpq_inits(a, b, k, (mpq_ptr)0);
    mpq_set_d(a, mu_k);
    mpq_set_d(k, k1);
    mpq_mul(a, a, k);
    mpq_set_d(b, mu_s);
    mpq_set_d(k, k2);
    mpq_mul(b, b, k);
    const int r = mpq_cmp(a, b) >= 0;
    mpq_clears(a, b, k, (mpq_ptr)0);
    return r;
}
static double double_of_bits(uint64_t b)
{
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

static int sign_at_double(enum peak_case pc, double mu_s, double mu_k, uint64_t b, int hw)
{
    const sf_dd t = { double_of_bits(b), 0.0 };
    return root_poly_sign(pc, mu_s, mu_k, t, hw);
}

/* Adjacent doubles *ta < *tb in [lo, hi] with Q(ta) < 0 < Q(tb), or *ta = *tb where
   Q = 0; Q(lo) < 0 < Q(hi) is known, except that Q may vanish at an end. */
static void bracket_peak(enum peak_case pc, double mu_s, double mu_k, double t0,
                         double lo, double hi, double *ta, double *tb, int hw)
{
    if (!(t0 >= lo))
        t0 = lo;
    if (!(t0 <= hi))
        t0 = hi;
    uint64_t a = sf_bits(t0), b = a, step = 1;
    const uint64_t lowest = sf_bits(lo), highest = sf_bits(hi);
    const int s0 = sign_at_double(pc, mu_s, mu_k, a, hw);
    if (s0 == 0) {
        *ta = *tb = t0;
        return;
    }
    for (;;) {                                            /* widen until the sign changes */
        if (s0 < 0) {                                     /* t* is above a */
            b = highest - a > step ? a + step : highest;
            const int sb = sign_at_double(pc, mu_s, mu_k, b, hw);
            if (sb >= 0 || b == highest) {                /* Q(hi) > 0 is known */
                if (sb == 0)
                    a = b;
                break;
            }
            a = b;
        } else {                                          /* t* is below b */
            a = b - lowest > step ? b - step : lowest;
            const int sa = sign_at_double(pc, mu_s, mu_k, a, hw);
            if (sa <= 0 || a == lowest) {                 /* Q(lo) < 0 is known */
                if (sa == 0)
                    b = a;
                break;
            }
            b = a;
        }
        step *= 2;
    }
    if (a == b) {                                         /* an exact root */
        *ta = *tb = double_of_bits(a);
        return;
    }
    while (b - a > 1) {                                   /* Q(a) < 0 < Q(b) */
        const uint64_t m = a + (b - a) / 2;
        const int sm = sign_at_double(pc, mu_s, mu_k, m, hw);
        if (sm == 0) {
            *ta = *tb = double_of_bits(m);
            return;
        }
        if (sm < 0)
            a = m;
        else
            b = m;
    }
    *ta = double_of_bits(a);
    *tb = double_of_bits(b);
}

/* The double nearest to t*: the sign of Q at the midpoint of the bracket decides. */
static double nearest_position(enum peak_case pc, double mu_s, double mu_k, double ta,
                               double tb, int hw)
{
    if (ta == tb)
        return ta;
    const sf_dd mid = { ta, 0.5 * (tb - ta) };            /* exact: tb - ta is one ulp */
    const int s = root_poly_sign(pc, mu_s, mu_k, mid, hw);
    if (s > 0)
        return ta;
    if (s < 0)
        return tb;
    return (sf_bits(ta) & 1) == 0 ? ta : tb;              /* a tie: the even one */
}
typedef struct { int n; mpq_t c[6]; } rat_poly;          /* degree n (-1 for zero) */

static void rat_poly_from(rat_poly *p, const mu_poly *m, const mpq_t mu_s, const mpq_t d)
{
    mpq_t k;
    mpq_init(k);
    p->n = m->n;
    for (int i = 0; i < 6; i++) {
        mpq_init(p->c[i]);
        if (i > m->n)
            continue;
        mpq_set_d(k, m->a[i]);
        mpq_mul(p->c[i], k, mu_s);
        mpq_set_d(k, m->b[i]);
        mpq_mul(k, k, d);
        mpq_add(p->c[i], p->c[i], k);
    }
    while (p->n >= 0 && mpq_sgn(p->c[p->n]) == 0)
        p->n--;
    mpq_clear(k);
}

static void rat_poly_clear(rat_poly *p)
{
    for (int i = 0; i < 6; i++)
        mpq_clear(p->c[i]);
}

static void rat_poly_rem(rat_poly *a, const rat_poly *b)  /* a := a mod b, b != 0 */
{
    mpq_t f, x;
    mpq_inits(f, x, (mpq_ptr)0);
    while (a->n >= b->n && a->n >= 0) {
        mpq_div(f, a->c[a->n], b->c[b->n]);
        for (int i = 0; i <= b->n; i++) {
            mpq_mul(x, f, b->c[i]);
            mpq_sub(a->c[a->n - b->n + i], a->c[a->n - b->n + i], x);
        }
        while (a->n >= 0 && mpq_sgn(a->c[a->n]) == 0)
            a->n--;
    }
    mpq_clears(f, x, (mpq_ptr)0);
}

static int rat_poly_sign(const rat_poly *p, const mpq_t t)
{
    mpq_t v;
    mpq_init(v);
    for (int i = p->n; i >= 0; i--) {
        mpq_mul(v, v, t);
        mpq_add(v, v, p->c[i]);
    }
    const int s = mpq_sgn(v);
    mpq_clear(v);
    return s;
}

/* Does gcd(a, b) change sign between A and B?  (a and b are overwritten.) */
static int poly_gcd_vanishes_between(rat_poly *a, rat_poly *b, const mpq_t A,
                                     const mpq_t B)
{
    rat_poly *x = a, *y = b;
    while (y->n >= 0) {
        rat_poly_rem(x, y);
        rat_poly *s = x;
        x = y;
        y = s;
    }
    return x->n >= 1 && rat_poly_sign(x, A) * rat_poly_sign(x, B) < 0;
}

static double peak_value_exact(enum peak_case pc, double mu_s, double mu_k, double ta,
                               double tb)
{
    mpq_t ms, d, A, B, C, low, up, w, m, x;
    mpq_inits(ms, d, A, B, C, low, up, w, m, x, (mpq_ptr)0);
    mpq_set_d(ms, mu_s);
    mpq_set_d(x, mu_k);
    mpq_sub(d, ms, x);
    mpq_set_d(A, ta);
    mpq_set_d(B, tb);
    double result;
    for (int it = 0;; it++) {
        poly_exact(low, &peak_force_poly[pc], ms, d, A); /* G(A) <= g* */
        mpq_sub(w, B, A);
        mpq_mul(w, w, w);
        mpq_set_d(x, peak_half_curvature[pc][0]);
        mpq_mul(up, x, ms);
        mpq_set_d(x, peak_half_curvature[pc][1]);
        mpq_mul(x, x, d);
        mpq_add(up, up, x);
        mpq_mul(up, up, w);
        mpq_add(up, up, low);                            /* g* <= G(A) + (max|G''|/2) (B - A)^2 */
        const double r1 = sf_round_rational(low), r2 = sf_round_rational(up);
        if (r1 == r2) {
            result = r1;
            break;
        }
        if (it >= 150 && it % 50 == 0 && nextafter(r1, r2) == r2) {
            mpq_set_d(m, r1);                             /* the one midpoint in between */
            mpq_set_d(x, r2);
            mpq_add(m, m, x);
            mpq_div_2exp(m, m, 1);
            rat_poly q, g;
            rat_poly_from(&q, &peak_root_poly[pc], ms, d);
            rat_poly_from(&g, &peak_force_poly[pc], ms, d);
            mpq_sub(g.c[0], g.c[0], m);
            if (g.n < 0)
                g.n = 0;
            const int exact_midpoint = poly_gcd_vanishes_between(&q, &g, A, B);
            rat_poly_clear(&q);
            rat_poly_clear(&g);
            if (exact_midpoint) {
                result = sf_round_rational(m);            /* ties to even */
                break;
            }
        }
        mpq_add(C, A, B);
        mpq_div_2exp(C, C, 1);
        poly_exact(x, &peak_root_poly[pc], ms, d, C);
        if (mpq_sgn(x) == 0) {
            poly_exact(low, &peak_force_poly[pc], ms, d, C);
            result = sf_round_rational(low);              /* t* = C exactly */
            break;
        }
        mpq_set(mpq_sgn(x) < 0 ? A : B, C);
    }
    mpq_clears(ms, d, A, B, C, low, up, w, m, x, (mpq_ptr)0);
    return result;
}
SF_INLINE double peak_of(enum blend blend, double mu_s, double mu_k, double *y_over_eps,
                         int hw)
{
    double r, ta, tb;
    if (outside_peak_domain(mu_s, mu_k, &r, y_over_eps))
        return r;
    if (y_over_eps)
        *y_over_eps = 1.0;
    enum peak_case pc;
    double t0, lo, hi;
    if (blend == CUBIC) {
        if (at_least(4.0, mu_k, 3.0, mu_s))             /* r >= 3/4: the plateau mu_k */
            return mu_k;
        pc = CUBIC_INTERIOR;
        t0 = cubic_peak_location(mu_s / (mu_s - mu_k));
        lo = 1.0 / 3.0;
        hi = 1.0;
    } else {
        if (at_least(3.0, mu_k, 2.0, mu_s))             /* r >= 2/3: the plateau mu_k */
            return mu_k;
        if (at_least(2.0, mu_k, 1.0, mu_s)) {           /* 1/2 <= r < 2/3: the second piece */
            pc = QUADRATIC_SECOND;
            const double square = (2.0 * mu_s - 3.0 * mu_k) / (4.0 * (mu_s - mu_k));
            t0 = square > 0 ? 1.0 - sqrt(square) : 1.0; /* (1 - t*)^2; no EDOM */
            lo = 0.5;
            hi = 1.0;
        } else {
            pc = QUADRATIC_FIRST;
            t0 = quadratic_peak_location((mu_s - mu_k) / mu_s);
            lo = 0.0;
            hi = 0.5;
        }
    }
    bracket_peak(pc, mu_s, mu_k, t0, lo, hi, &ta, &tb, hw);
    if (y_over_eps)
        *y_over_eps = nearest_position(pc, mu_s, mu_k, ta, tb, hw);
    const int errno_before = errno;
    if (pc == QUADRATIC_SECOND)
        {
            const bounded D = b_pair(sf_two_sum(mu_s, -mu_k)), S = b_add(b_exact(mu_s), D);
            const bounded g = b_div(b_mul(S, S, hw), b_scale(D, 8.0), hw);
            if (fabs(g.v.hi) <= 0x1p1000
                && sf_rounds_to_one(g.v, g.err * BOUND_PAD + 0x1p-104 * fabs(g.v.hi), 0x1p-960,
                                    &r))
                return r;
            SF_COUNT_EXACT_CALL();
            mpq_t s, q;
            mpq_inits(s, q, (mpq_ptr)0);
            mpq_set_d(s, mu_s);
            mpq_set_d(q, mu_k);
            mpq_sub(q, s, q);                                     /* D */
            mpq_add(s, s, q);
            mpq_mul(s, s, s);
            mpq_div(s, s, q);
            mpq_div_2exp(s, s, 3);                                /* (mu_s + D)^2 / (8 D) */
            r = sf_round_rational(s);
            mpq_clears(s, q, (mpq_ptr)0);
            errno = errno_before;
            return r;
        }
    const sf_dd d = sf_two_sum(mu_s, -mu_k), at = { ta, 0.0 };
    const bounded g = poly_bounded(&peak_force_poly[pc], mu_s, d, at, hw);
    const double w = tb - ta;
    const double curvature = (peak_half_curvature[pc][0] * mu_s
                              + peak_half_curvature[pc][1] * d.hi) * (w * w) * BOUND_PAD;
    if (fabs(g.v.hi) <= 0x1p1000
        && sf_rounds_to_one(g.v, (g.err + curvature) * BOUND_PAD + 0x1p-104 * fabs(g.v.hi),
                            0x1p-960, &r))
        return r;
    SF_COUNT_EXACT_CALL();
    r = peak_value_exact(pc, mu_s, mu_k, ta, tb);
    errno = errno_before;
    return r;
}
/* Defines smooth_mu_f1_peak, smooth_mu_quadratic_f1_peak (SF_PUBLIC: src/sf-round.h). */
SF_INLINE double smooth_mu_f1_peak_body(double mu_s, double mu_k, double *y_over_eps,
                                        int hw)
{ return peak_of(CUBIC, mu_s, mu_k, y_over_eps, hw); }
SF_PUBLIC(smooth_mu_f1_peak, (double mu_s, double mu_k, double *y_over_eps),
          mu_s, mu_k, y_over_eps)

SF_INLINE double smooth_mu_quadratic_f1_peak_body(double mu_s, double mu_k,
                                                  double *y_over_eps, int hw)
{ return peak_of(QUADRATIC, mu_s, mu_k, y_over_eps, hw); }
SF_PUBLIC(smooth_mu_quadratic_f1_peak, (double mu_s, double mu_k, double *y_over_eps),
          mu_s, mu_k, y_over_eps)
static int expansion_sign(const double *x, int n)  /* exact sign of x[0] + ... + x[n-1] */
{
    double e[16];
    int m = 0;
    for (int i = 0; i < n; i++) {                      /* grow the expansion by x[i] */
        double q = x[i];
        for (int j = 0; j < m; j++) {
            const sf_dd s = sf_two_sum(q, e[j]);
            e[j] = s.lo;
            q = s.hi;
        }
        e[m++] = q;
    }
    for (int j = m - 1; j >= 0; j--)                   /* the largest nonzero component */
        if (e[j] != 0)
            return e[j] > 0 ? 1 : -1;
    return 0;
}
/* Is y < eps_v (1 + r)/2 (which = 1) or y < eps_v (3 + r)/4 (which = 2),
   r = mu_k/mu_s? */
static int below_fraction_of_width(double y, double mu_s, double mu_k, double eps_v,
                                   int which)
{
    const sf_dd a = sf_two_prod(2.0 * which * mu_s, y, 0),
                b = sf_two_prod(eps_v, mu_s, 0), c = sf_two_prod(eps_v, mu_k, 0);
    const double terms[8] = { a.hi, a.lo, -b.hi, -b.lo, -c.hi, -c.lo,
                              which == 2 ? -2.0 * b.hi : 0.0,
                              which == 2 ? -2.0 * b.lo : 0.0 };
    return expansion_sign(terms, 8) < 0;
}
enum peaked_what { POTENTIAL, FORCE, SLOPE, FORCE_OVER_Y, HESSIAN_TERM };
enum peaked_piece { RISE, FALL_TOP, FALL_END, SLIDE };

SF_INLINE int peaked_fast(enum peaked_what what, enum peaked_piece piece, double y,
                          double mu_s, double mu_k, double eps_v, int hw, double *result)
{
    const bounded Y = b_exact(y), MS = b_exact(mu_s), MK = b_exact(mu_k),
                  E = b_exact(eps_v);
    const bounded D = b_pair(sf_two_sum(mu_s, -mu_k));
    const bounded L = b_div(b_mul(E, D, hw), b_exact(2.0 * mu_s), hw);
    const bounded T1 = b_sub(E, L), T2 = b_sub(E, b_scale(L, 0.5));
    bounded g;
    if (piece == RISE) {
        const bounded T1T1 = b_mul(T1, T1, hw), rest = b_sub(b_scale(T1, 2.0), Y);
        switch (what) {
        case POTENTIAL: {
            const bounded yy = b_mul(Y, Y, hw);
            const bounded cubic = b_div(b_mul(yy, Y, hw), b_mul(b_exact(3.0), T1T1, hw), hw);
            g = b_add(b_mul(MS, b_add(b_sub(b_div(yy, T1, hw), cubic),
                                      b_div(T1, b_exact(3.0), hw)), hw),
                      b_scale(b_mul(D, T2, hw), -1.0));
            break;
        }
        case FORCE: g = b_div(b_mul(MS, b_mul(Y, rest, hw), hw), T1T1, hw); break;
        case SLOPE: g = b_div(b_scale(b_mul(MS, b_sub(T1, Y), hw), 2.0), T1T1, hw); break;
        case FORCE_OVER_Y: g = b_div(b_mul(MS, rest, hw), T1T1, hw); break;
        default: g = b_scale(b_div(MS, b_mul(T1T1, Y, hw), hw), -1.0);
        }
    } else {
        const bounded v = b_div(b_pair(sf_two_sum(eps_v, -y)), L, hw);      /* (eps - y) / L */
        const bounded u = piece == FALL_TOP ? b_sub(b_exact(1.0), v) : v, uu = b_mul(u, u, hw);
        const bounded two_d_uu = b_scale(b_mul(D, uu, hw), 2.0);
        const bounded force = piece == FALL_TOP ? b_sub(MS, two_d_uu) : b_add(MK, two_d_uu);
        const bounded slope = b_scale(b_div(b_mul(D, u, hw), L, hw), -4.0);
        switch (what) {
        case POTENTIAL: {
            const bounded cube = b_div(b_scale(b_mul(L, b_mul(uu, u, hw), hw), 2.0),
                                       b_exact(3.0), hw);
            g = piece == FALL_TOP ? b_sub(b_mul(MS, Y, hw), b_mul(D, b_add(T2, cube), hw))
                                  : b_sub(b_mul(MK, Y, hw), b_mul(D, cube, hw));
            break;
        }
        case FORCE: g = force; break;
        case SLOPE: g = slope; break;
        case FORCE_OVER_Y: g = b_div(force, Y, hw); break;
        default: g = b_div(b_sub(b_mul(slope, Y, hw), force), b_mul(b_mul(Y, Y, hw), Y, hw), hw);
        }
    }
    return fabs(g.v.hi) <= 0x1p1000
           && sf_rounds_to_one(g.v, g.err * BOUND_PAD + 0x1p-104 * fabs(g.v.hi),
                               0x1p-960, result);
}
static double peaked_exact(enum peaked_what what, enum peaked_piece piece, double y,
                           double mu_s, double mu_k, double eps_v)
{
    const int caller_errno = errno;
    SF_COUNT_EXACT_CALL();
    mpq_t Y, MS, MK, E, D, L, T1, T2, u, a, b, g;
    mpq_inits(Y, MS, MK, E, D, L, T1, T2, u, a, b, g, (mpq_ptr)0);
    mpq_set_d(Y, y);
    mpq_set_d(MS, mu_s);
    mpq_set_d(MK, mu_k);
    mpq_set_d(E, eps_v);
    mpq_sub(D, MS, MK);
    mpq_mul(L, E, D);
    mpq_div(L, L, MS);
    mpq_div_2exp(L, L, 1);                               /* L = eps D / (2 mu_s) */
    mpq_sub(T1, E, L);
    mpq_div_2exp(T2, L, 1);
    mpq_sub(T2, E, T2);
    if (piece == SLIDE) {                                /* -mu_k / y^3 */
        mpq_mul(a, Y, Y);
        mpq_mul(a, a, Y);
        mpq_div(g, MK, a);
        mpq_neg(g, g);
    } else if (piece == RISE)
        {
            mpq_mul(a, T1, T1);
            switch (what) {
            case POTENTIAL:
                mpq_mul(b, Y, Y);
                mpq_div(g, b, T1);                                /* y^2 / T1 */
                mpq_mul(b, b, Y);
                mpq_div(b, b, a);
                mpq_set_ui(u, 3, 1);
                mpq_div(b, b, u);
                mpq_sub(g, g, b);                                 /* - y^3 / (3 T1^2) */
                mpq_div(b, T1, u);
                mpq_add(g, g, b);                                 /* + T1 / 3 */
                mpq_mul(g, g, MS);
                mpq_mul(b, D, T2);
                mpq_sub(g, g, b);
                break;
            case FORCE: case FORCE_OVER_Y:
                mpq_add(g, T1, T1);
                mpq_sub(g, g, Y);
                if (what == FORCE)
                    mpq_mul(g, g, Y);
                mpq_mul(g, g, MS);
                mpq_div(g, g, a);
                break;
            case SLOPE:
                mpq_sub(g, T1, Y);
                mpq_mul(g, g, MS);
                mpq_add(g, g, g);
                mpq_div(g, g, a);
                break;
            default:
                mpq_mul(a, a, Y);
                mpq_div(g, MS, a);
                mpq_neg(g, g);
            }
        }
    else
        {
            mpq_sub(u, E, Y);
            mpq_div(u, u, L);                                     /* v */
            if (piece == FALL_TOP) {
                mpq_set_ui(a, 1, 1);
                mpq_sub(u, a, u);                                 /* w = 1 - v */
            }
            mpq_mul(a, u, u);
            mpq_mul(a, a, D);
            mpq_add(a, a, a);                                     /* 2 D u^2 */
            if (piece == FALL_TOP)
                mpq_sub(a, MS, a);
            else
                mpq_add(a, MK, a);
            mpq_mul(b, D, u);
            mpq_div(b, b, L);
            mpq_mul_2exp(b, b, 2);
            mpq_neg(b, b);                                        /* -4 D u / L */
            switch (what) {
            case POTENTIAL:
                mpq_mul(g, u, u);
                mpq_mul(g, g, u);
                mpq_mul(g, g, L);
                mpq_mul_2exp(g, g, 1);
                mpq_set_ui(a, 3, 1);
                mpq_div(g, g, a);                                 /* (2/3) L u^3 */
                if (piece == FALL_TOP)
                    mpq_add(g, g, T2);
                mpq_mul(g, g, D);
                mpq_mul(a, piece == FALL_TOP ? MS : MK, Y);
                mpq_sub(g, a, g);
                break;
            case FORCE: mpq_set(g, a); break;
            case SLOPE: mpq_set(g, b); break;
            case FORCE_OVER_Y: mpq_div(g, a, Y); break;
            default:
                mpq_mul(g, b, Y);
                mpq_sub(g, g, a);
                mpq_mul(a, Y, Y);
                mpq_mul(a, a, Y);
                mpq_div(g, g, a);
            }
        }
    const double r = sf_round_rational(g);
    mpq_clears(Y, MS, MK, E, D, L, T1, T2, u, a, b, g, (mpq_ptr)0);
    errno = caller_errno;
    return r;
}
static int moderate(double x) { return x == 0 || (x >= 0x1p-480 && x <= 0x1p480); }

static enum peaked_piece choose_piece(double y, double mu_s, double mu_k, double eps_v)
{
    if (moderate(y) && moderate(mu_s) && moderate(mu_k) && moderate(eps_v))
        return below_fraction_of_width(y, mu_s, mu_k, eps_v, 1) ? RISE
               : below_fraction_of_width(y, mu_s, mu_k, eps_v, 2) ? FALL_TOP : FALL_END;
    mpq_t a, b, c, e;
    mpq_inits(a, b, c, e, (mpq_ptr)0);
    mpq_set_d(a, y);
    mpq_set_d(b, mu_s);
    mpq_set_d(c, mu_k);
    mpq_set_d(e, eps_v);
    mpq_mul(a, a, b);
    mpq_mul_2exp(a, a, 1);                                /* 2 mu_s y */
    mpq_mul(b, b, e);                                     /* eps mu_s */
    mpq_mul(c, c, e);                                     /* eps mu_k */
    mpq_add(e, b, c);                                     /* eps mu_s + eps mu_k */
    enum peaked_piece piece = FALL_END;
    if (mpq_cmp(a, e) < 0) {
        piece = RISE;
    } else {
        mpq_mul_2exp(a, a, 1);                            /* 4 mu_s y */
        mpq_add(e, e, b);
        mpq_add(e, e, b);                                 /* 3 eps mu_s + eps mu_k */
        if (mpq_cmp(a, e) < 0)
            piece = FALL_TOP;
    }
    mpq_clears(a, b, c, e, (mpq_ptr)0);
    return piece;
}

SF_INLINE double peaked(enum peaked_what what, double y, double mu_s, double mu_k,
                        double eps_v, int hw)
{
    double r;
    if (isnan(y) || isnan(mu_s) || isnan(mu_k) || isnan(eps_v))
        return y + mu_s + mu_k + eps_v;
    if (y < 0 || !(eps_v > 0 && eps_v <= DBL_MAX) || !(mu_s >= 0 && mu_s <= DBL_MAX)
        || !(mu_k >= 0 && mu_k <= DBL_MAX)) {
        errno = EDOM;
        return NAN;
    }
    if (mu_k >= mu_s)
        {
            switch (what) {                                 /* the cubic blend with mu_s = mu_k */
            case POTENTIAL: return smooth_mu_f0(y, mu_k, mu_k, eps_v);
            case FORCE: return smooth_mu_f1(y, mu_k, mu_k, eps_v);
            case SLOPE: return smooth_mu_f2(y, mu_k, mu_k, eps_v);
            case FORCE_OVER_Y: return smooth_mu_f1_over_x(y, mu_k, mu_k, eps_v);
            default:
                if (mu_k == 0 && y == 0)
                    return 0.0;                             /* no friction, no pole */
                return smooth_mu_f2_x_minus_mu_f1_over_x3(y, mu_k, mu_k, eps_v);
            }
        }
    if (y >= eps_v)
        {
            const sf_dd minus_mu_k = { -mu_k, 0.0 };
            if (mu_k == 0)
                return 0.0;
            switch (what) {
            case POTENTIAL: return mu_k * y;
            case FORCE: return mu_k;
            case SLOPE: return 0.0;
            case FORCE_OVER_Y: return mu_k / y;
            default:
                if (isinf(y))
                    return -0.0;
                if (sf_mu_in_range(mu_k) && sf_fast_quotient(minus_mu_k, y, y, y, hw, &r))
                    return r;
                return peaked_exact(HESSIAN_TERM, SLIDE, y, mu_s, mu_k, eps_v);
            }
        }
    const enum peaked_piece piece = choose_piece(y, mu_s, mu_k, eps_v);
    if (y == 0 && what == FORCE)
        return y;                                         /* g(+-0) = +-0 */
    if (y == 0 && what == HESSIAN_TERM) {
        errno = ERANGE;                                   /* pole error */
        return -HUGE_VAL;
    }
    if (peaked_fast(what, piece, y, mu_s, mu_k, eps_v, hw, &r))
        return r;
    return peaked_exact(what, piece, y, mu_s, mu_k, eps_v);
}
/* PEAKED_FUNCTION defines smooth_mu_peaked_f0, _f1, _f2, _f1_over_x and
   _f2_x_minus_mu_f1_over_x3 (SF_PUBLIC: src/sf-round.h). */
#define PEAKED_FUNCTION(name, what) \
    SF_INLINE double name##_body(double y, double mu_s, double mu_k, double eps_v, \
                                 int hw) \
    { return peaked(what, y, mu_s, mu_k, eps_v, hw); } \
    SF_PUBLIC(name, (double y, double mu_s, double mu_k, double eps_v), \
              y, mu_s, mu_k, eps_v)

PEAKED_FUNCTION(smooth_mu_peaked_f0, POTENTIAL)
PEAKED_FUNCTION(smooth_mu_peaked_f1, FORCE)
PEAKED_FUNCTION(smooth_mu_peaked_f2, SLOPE)
PEAKED_FUNCTION(smooth_mu_peaked_f1_over_x, FORCE_OVER_Y)
PEAKED_FUNCTION(smooth_mu_peaked_f2_x_minus_mu_f1_over_x3, HESSIAN_TERM)
/* mu_k/mu_s >= n/(n + 1), n = 3 or 2, decided exactly?  Finite mu_s, mu_k >= 0. */
static int ratio_at_least(double mu_s, double mu_k, int n)
{
    const double d = mu_s - mu_k;           /* exact where used: mu_s/2 <= mu_k < mu_s */
    const int above = mu_k >= mu_s;           /* ratio >= 1, or mu_s = 0 */
    const int half = 2 * mu_k >= mu_s;        /* ratio >= 1/2 (2 mu_k exact, or +inf) */
    const int between = n == 2 ? mu_k >= 2 * d          /* 3 mu_k >= 2 mu_s */
                               : mu_k - 2 * d >= d;     /* 4 mu_k >= 3 mu_s */
    return above | (half & between);          /* no branch on an unpredictable ratio */
}
static int has_peak(double mu_s, double mu_k, int n)
{
    double ignored;
    if (outside_peak_domain(mu_s, mu_k, &ignored, NULL))
        return -1;
    return !ratio_at_least(mu_s, mu_k, n);
}
int smooth_mu_has_static_peak(double mu_s, double mu_k)
{
    return has_peak(mu_s, mu_k, 3);
}
int smooth_mu_quadratic_has_static_peak(double mu_s, double mu_k)
{
    return has_peak(mu_s, mu_k, 2);
}
