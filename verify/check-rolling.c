/* Tangled from doc/rolling-check.nw; edit there, not here. */
#include "blend-exact.h"
#include "check.h"
#include "mpv.h"
#include "random.h"
#include "smooth-mu.h"
#include "smooth-roll.h"
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { PREC = 512, NE = 21 };
static qfun blend[BL_NFUN];                 /* chapter 2's cubic blend, exactly */
typedef struct { double m[5], mbar, eps, cs, ck; } roll_part;

/* The parts of the coupled law (2) or of the decoupled one (3) */
static int roll_parts(roll_part p[3], const double ms[3], const double mk[3],
                      const double *eps, int decoupled)
{
    if (!decoupled) {
        for (int j = 0; j < 2; j++) {
            const double *c = j ? mk : ms;
            p[j] = (roll_part){ { c[0], c[0], c[1], c[2], c[2] }, c[0], eps[0], !j, j };
        }
        return 2;
    }
    static const double axes[3][5] = { { 1, 1, 0, 0, 0 }, { 0, 0, 1, 0, 0 },
                                       { 0, 0, 0, 1, 1 } };
    for (int j = 0; j < 3; j++) {
        p[j] = (roll_part){ { 0 }, 1, eps[j], ms[j], mk[j] };
        memcpy(p[j].m, axes[j], sizeof p[j].m);
    }
    return 3;
}
/* r := blend function k of part p at speed z; NaN at a pole */
static void part_blend(mpfr_t r, int k, const mpfr_t z, const roll_part *p)
{
    mpfr_t e, par[2];
    mpfr_inits2(PREC, e, par[0], par[1], (mpfr_ptr)0);
    mpfr_set_d(e, p->eps, MPFR_RNDN);
    mpfr_set_d(par[0], p->cs, MPFR_RNDN);
    mpfr_set_d(par[1], p->ck, MPFR_RNDN);
    if (mpv_qfun_eval(r, &blend[k], z, e, (const mpfr_t *)par) != 0)
        mpfr_set_nan(r);
    mpfr_clears(e, par[0], par[1], (mpfr_ptr)0);
}
/* z := |M w| / mbar of part p */
static void part_speed(mpfr_t z, mpfr_t w[5], const roll_part *p)
{
    mpfr_t t;
    mpfr_init2(t, PREC);
    mpfr_set_zero(z, 1);
    for (int i = 0; i < 5; i++) {
        mpfr_mul_d(t, w[i], p->m[i], MPFR_RNDN);
        mpfr_fma(z, t, t, z, MPFR_RNDN);
    }
    mpfr_sqrt(z, z, MPFR_RNDN);
    mpfr_div_d(z, z, p->mbar, MPFR_RNDN);
    mpfr_clear(t);
}
static void potential_mp(mpfr_t r, mpfr_t w[5], const roll_part *p, int np)
{
    mpfr_t z, v;
    mpfr_inits2(PREC, z, v, (mpfr_ptr)0);
    mpfr_set_zero(r, 1);
    for (int j = 0; j < np; j++) {
        part_speed(z, w, &p[j]);
        part_blend(v, BL_MU_F0, z, &p[j]);
        mpfr_mul_d(v, v, p[j].mbar, MPFR_RNDN);
        mpfr_add(r, r, v, MPFR_RNDN);
    }
    mpfr_clears(z, v, (mpfr_ptr)0);
}
static void law_mp(mpfr_t e[NE], double size[NE], const double w[5], const roll_part *p,
                   int np)
{
    mpfr_t x[5], z, p1, p2, f2, q[5], c[5], t, v, V;
    for (int i = 0; i < 5; i++)
        mpfr_inits2(PREC, x[i], q[i], c[i], (mpfr_ptr)0);
    mpfr_inits2(PREC, z, p1, p2, f2, t, v, V, (mpfr_ptr)0);
    for (int i = 0; i < 5; i++)
        mpfr_set_d(x[i], w[i], MPFR_RNDN);
    potential_mp(e[0], x, p, np);
    for (int k = 0; k < NE; k++)
        size[k] = k ? 0 : fabs(mpfr_get_d(e[0], MPFR_RNDN));
    for (int k = 1; k < NE; k++)
        mpfr_set_zero(e[k], 1);
    for (int j = 0; j < np; j++) {
        part_speed(z, x, &p[j]);
        part_blend(p1, BL_MU_F1_OVER_X, z, &p[j]);
        part_blend(p2, BL_MU_F2X_MINUS_MU_F1_OVER_X3, z, &p[j]);
        part_blend(f2, BL_MU_F2, z, &p[j]);
        for (int i = 0; i < 5; i++) {
            mpfr_set_d(c[i], p[j].m[i], MPFR_RNDN);
            mpfr_sqr(c[i], c[i], MPFR_RNDN);
            mpfr_div_d(c[i], c[i], p[j].mbar, MPFR_RNDN);
            mpfr_mul(q[i], c[i], x[i], MPFR_RNDN);
        }
        for (int i = 0; i < 5; i++) {
            mpfr_mul(t, p1, q[i], MPFR_RNDN);
            mpfr_add(e[1 + i], e[1 + i], t, MPFR_RNDN);
            size[1 + i] += fabs(mpfr_get_d(t, MPFR_RNDN));
        }
        mpfr_mul(V, z, z, MPFR_RNDN);
        mpfr_mul_d(V, V, p[j].mbar, MPFR_RNDN);
        mpfr_mul_d(V, V, p[j].mbar, MPFR_RNDN);                  /* V = (mbar z)^2 */
        for (int i = 0, k = 6; i < 5; i++)
            for (int l = i; l < 5; l++, k++) {
                if (l == i) {
                    if (mpfr_zero_p(z)) {
                        mpfr_mul(t, p1, c[i], MPFR_RNDN);
                    } else {
                        mpfr_mul_d(v, x[i], p[j].m[i], MPFR_RNDN);
                        mpfr_sqr(v, v, MPFR_RNDN);                           /* v_i^2 */
                        mpfr_sub(t, V, v, MPFR_RNDN);
                        mpfr_mul(t, t, p1, MPFR_RNDN);
                        mpfr_fma(t, f2, v, t, MPFR_RNDN);
                        mpfr_mul(t, t, c[i], MPFR_RNDN);
                        mpfr_div(t, t, V, MPFR_RNDN);
                    }
                    mpfr_add(e[k], e[k], t, MPFR_RNDN);
                    size[k] += fabs(mpfr_get_d(t, MPFR_RNDN));
                    continue;
                }
                if (mpfr_zero_p(z))
                    continue;
                mpfr_mul(t, q[i], q[l], MPFR_RNDN);
                mpfr_div_d(t, t, p[j].mbar, MPFR_RNDN);
                mpfr_mul(t, t, p2, MPFR_RNDN);
                mpfr_add(e[k], e[k], t, MPFR_RNDN);
                size[k] += fabs(mpfr_get_d(t, MPFR_RNDN));
            }
    }
    for (int i = 0; i < 5; i++)
        mpfr_clears(x[i], q[i], c[i], (mpfr_ptr)0);
    mpfr_clears(z, p1, p2, f2, t, v, V, (mpfr_ptr)0);
}
static uint64_t rng_state = 20261128;
static double uniform01(void)
{
    return random_unit(random_xorshift64(&rng_state));
}
static double coefficient(int lo, int hi)     /* k 2^e, k in 1..15, e in [lo, hi) */
{
    return ldexp(1 + (int)(15 * uniform01()), lo + (int)(uniform01() * (hi - lo)));
}
static void random_coefficients(double ms[3], double mk[3], double *eps)
{
    ms[0] = coefficient(-4, 0);
    ms[1] = coefficient(-12, -4);
    ms[2] = coefficient(-14, -6);
    for (int i = 0; i < 3; i++)
        mk[i] = uniform01() < 0.2 ? ms[i] : ldexp(ms[i], -1 - (int)(3 * uniform01()));
    eps[0] = ldexp(1 + uniform01(), -12 + (int)(10 * uniform01()));
    eps[1] = ldexp(1 + uniform01(), -10 + (int)(10 * uniform01()));
    eps[2] = ldexp(1 + uniform01(), -10 + (int)(10 * uniform01()));
}
static void random_slip(double w[5], const double scale[5], int wild)
{
    const int big = wild && uniform01() < 0.2 ? (int)(5 * uniform01()) : -1;
    for (int i = 0; i < 5; i++) {
        const double r = wild ? uniform01() : 1;
        const int e = 2 - (int)(6 * uniform01());
        w[i] = r < 0.1 ? 0 : ldexp(scale[i] * (0.5 + uniform01()), e);
        if (i == big)
            w[i] = ldexp(w[i], 60 * (uniform01() < 0.5 ? 1 : -1));
        if (uniform01() < 0.5)
            w[i] = -w[i];
    }
}
static void random_contact(double w[5], double ms[3], double mk[3], double eps[3],
                           double scale[5], int decoupled, int wild)
{
    random_coefficients(ms, mk, eps);
    for (int i = 0; i < 5; i++) {
        const int kind = i < 2 ? 0 : i - 1 - (i == 4);
        scale[i] = decoupled ? eps[kind] : eps[0] * ms[0] / ms[kind];
    }
    do
        random_slip(w, scale, wild);
    while (w[0] == 0 && w[1] == 0 && w[2] == 0 && w[3] == 0 && w[4] == 0);
}
static void phi_at(mpfr_t r, const double w[5], int i, int a, int l, int b,
                   const double h[5], const roll_part *p, int np)
{
    mpfr_t x[5];
    for (int k = 0; k < 5; k++) {
        mpfr_init2(x[k], PREC);
        mpfr_set_d(x[k], w[k], MPFR_RNDN);
    }
    mpfr_t t;
    mpfr_init2(t, PREC);
    mpfr_set_d(t, h[i], MPFR_RNDN);
    mpfr_mul_si(t, t, a, MPFR_RNDN);
    mpfr_add(x[i], x[i], t, MPFR_RNDN);
    mpfr_set_d(t, h[l], MPFR_RNDN);
    mpfr_mul_si(t, t, b, MPFR_RNDN);
    mpfr_add(x[l], x[l], t, MPFR_RNDN);
    potential_mp(r, x, p, np);
    for (int k = 0; k < 5; k++)
        mpfr_clear(x[k]);
    mpfr_clear(t);
}
static void difference(mpfr_t d, int k, const double w[5], const double h1[5],
                       const double h2[5], const roll_part *p, int np)
{
    mpfr_t a, b;
    mpfr_inits2(PREC, a, b, (mpfr_ptr)0);
    if (k <= 5) {
        phi_at(a, w, k - 1, 1, k - 1, 0, h1, p, np);
        phi_at(b, w, k - 1, -1, k - 1, 0, h1, p, np);
        mpfr_sub(d, a, b, MPFR_RNDN);
        mpfr_div_d(d, d, 2 * h1[k - 1], MPFR_RNDN);
    } else {
        int i = 0, l, m = k - 6;
        while (m >= 5 - i)
            m -= 5 - i++;
        l = i + m;
        const int s[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
        mpfr_set_zero(d, 1);
        for (int c = 0; c < 4; c++) {
            phi_at(a, w, i, s[c][0], l, s[c][1], h2, p, np);
            mpfr_mul_si(a, a, s[c][0] * s[c][1], MPFR_RNDN);
            mpfr_add(d, d, a, MPFR_RNDN);
        }
        mpfr_div_d(d, d, 4 * h2[i], MPFR_RNDN);
        mpfr_div_d(d, d, h2[l], MPFR_RNDN);
    }
    mpfr_clears(a, b, (mpfr_ptr)0);
}
static void check_derivatives(check_tally *tally, long n)
{
    double worst = 0;
    mpfr_t e[NE], d;
    for (int k = 0; k < NE; k++)
        mpfr_init2(e[k], PREC);
    mpfr_init2(d, PREC);
    for (long c = 0; c < n; c++) {
        double w[5], ms[3], mk[3], eps[3], scale[5], size[NE], h1[5], h2[5], r = 0;
        roll_part p[3];
        int np, near;
        do {
            random_contact(w, ms, mk, eps, scale, (int)(c & 1), 0);
            np = roll_parts(p, ms, mk, eps, (int)(c & 1));
            near = 0;
            for (int j = 0; j < np; j++) {
                double z = 0;
                for (int i = 0; i < 5; i++)
                    z += (p[j].m[i] * w[i]) * (p[j].m[i] * w[i]);
                z = sqrt(z) / p[j].mbar;
                near |= fabs(z - p[j].eps) < 0x1p-30 * p[j].eps || z < 0x1p-10 * p[j].eps;
            }
        } while (near);
        for (int i = 0; i < 5; i++)
            r = fmax(r, fabs(w[i]) / scale[i]);
        for (int i = 0; i < 5; i++) {
            h1[i] = 0x1p-90 * r * scale[i];
            h2[i] = 0x1p-60 * r * scale[i];
        }
        law_mp(e, size, w, p, np);
        for (int k = 1; k < NE; k++) {
            difference(d, k, w, h1, h2, p, np);
            mpfr_sub(d, d, e[k], MPFR_RNDN);
            if (size[k] > 0)
                worst = fmax(worst, fabs(mpfr_get_d(d, MPFR_RNDN)) / size[k]);
        }
    }
    for (int k = 0; k < NE; k++)
        mpfr_clear(e[k]);
    mpfr_clear(d);
    check(tally, worst <= 0x1p-80, "the gradient and Hessian formulas of both rolling"
          " laws equal the first and second derivatives of their potentials, both in"
          " 512-bit MPFR, to %.2g S on %ld random contacts (central differences)", worst,
          n);
}
static void library_entries(double out[NE], const double w[5], const double ms[3],
                            const double mk[3], const double eps[3], int decoupled)
{
    if (decoupled) {
        out[0] = smooth_roll_decoupled_potential(w, ms, mk, eps);
        smooth_roll_decoupled_gradient(w, ms, mk, eps, out + 1, out + 6);
    } else {
        out[0] = smooth_roll_potential(w, ms, mk, eps[0]);
        smooth_roll_gradient(w, ms, mk, eps[0], out + 1, out + 6);
    }
}
/* The entries of out that differ from e rounded to double; the first one is printed */
static int wrong_entries(const double out[NE], mpfr_t e[NE], const double w[5],
                         const roll_part *p, int np)
{
    static int shown;
    int wrong = 0;
    for (int k = 0; k < NE; k++)
        if (out[k] != mpfr_get_d(e[k], MPFR_RNDN) && wrong++ == 0 && !shown++)
            printf("     entry %d at w = (%a, %a, %a, %a, %a): %a, exact %a\n", k, w[0],
                   w[1], w[2], w[3], w[4], out[k], mpfr_get_d(e[k], MPFR_RNDN));
    for (int j = 0; wrong && shown == 1 && j < np; j++, shown += j == np)
        printf("     part %d: m %a %a %a, mbar %a, eps %a, coefficients %a %a\n", j,
               p[j].m[0], p[j].m[2], p[j].m[3], p[j].mbar, p[j].eps, p[j].cs, p[j].ck);
    return wrong;
}
static void check_exact(check_tally *tally, long n)
{
    static const int shift[4] = { 0, 300, -300, -1040 };
    long wrong = 0, entries = 0, subnormal = 0;
    mpfr_t e[NE];
    for (int k = 0; k < NE; k++)
        mpfr_init2(e[k], PREC);
    for (long c = 0; c < n; c++) {
        double w[5], ms[3], mk[3], eps[3], scale[5], size[NE], out[NE];
        const int dec = (int)(c & 1);
        random_contact(w, ms, mk, eps, scale, dec, 1);
        for (int s = 0; s < 4; s++) {
            double x[5], ex[3];
            roll_part p[3];
            for (int i = 0; i < 5; i++)
                x[i] = ldexp(w[i], shift[s]);
            for (int i = 0; i < 3; i++)
                ex[i] = ldexp(eps[i], shift[s]);
            const int np = roll_parts(p, ms, mk, ex, dec);
            law_mp(e, size, x, p, np);
            library_entries(out, x, ms, mk, ex, dec);
            wrong += wrong_entries(out, e, x, p, np);
            entries += NE;
            subnormal += out[0] != 0 && fabs(out[0]) < 0x1p-1022;
        }
    }
    for (int k = 0; k < NE; k++)
        mpfr_clear(e[k]);
    check(tally, wrong == 0 && subnormal > 0, "both rolling laws are correctly rounded in"
          " all %ld entries of %ld random contacts at the scales 1, 2^300, 2^-300 and"
          " 2^-1040 (%ld subnormal potentials; %ld wrong)", entries, 4 * n, subnormal,
          wrong);
}
static void check_special(check_tally *tally)
{
    const double ms[3] = { 0.5, 0x1p-6, 0x1p-8 }, mk[3] = { 0.25, 0x1p-7, 0x1p-9 },
                 eps[3] = { 0x1p-10, 0x1p-4, 0x1p-3 };
    const double at[4] = { eps[0], eps[0] * ms[0] / ms[1], eps[1], eps[2] };
    long wrong = 0, entries = 0;
    mpfr_t e[NE];
    for (int k = 0; k < NE; k++)
        mpfr_init2(e[k], PREC);
    for (int c = 0; c < 5; c++)                   /* c = 4: rest, coupled and decoupled */
        for (int d = c < 4 ? -1 : 0; d <= 1; d++) {
            double w[5] = { 0 }, size[NE], out[NE];
            roll_part p[3];
            const int dec = c == 4 ? d : c >= 2, axis = c == 0 ? 0 : c == 3 ? 3 : 2;
            if (c < 4)
                w[axis] = d == 0 ? at[c] : nextafter(at[c], d * INFINITY);
            const int np = roll_parts(p, ms, mk, eps, dec);
            law_mp(e, size, w, p, np);
            library_entries(out, w, ms, mk, eps, dec);
            wrong += wrong_entries(out, e, w, p, np);
            entries += NE;
        }
    for (int k = 0; k < NE; k++)
        mpfr_clear(e[k]);
    check(tally, wrong == 0, "both rolling laws are correctly rounded in all %ld entries"
          " at rest and at the doubles around their junctions on the slip, spin and roll"
          " axes (%ld wrong)", entries, wrong);
}
static int reduction_differs(double y, double sign, const double ms[3],
                             const double mk[3], const double eps[3], int dec)
{
    double out[NE], w[5] = { sign * y, 0, 0, 0, 0 };
    const double slide_s[3] = { ms[0], 0, 0 }, slide_k[3] = { mk[0], 0, 0 },
                 spin_s[3] = { 0, ms[1], 0 }, spin_k[3] = { 0, mk[1], 0 };
    library_entries(out, w, dec ? slide_s : ms, dec ? slide_k : mk, eps, dec);
    const double e = eps[0], a = ms[0], b = mk[0];
    int differ = out[0] != smooth_mu_f0(y, a, b, e)
                 || out[1] != sign * smooth_mu_f1(y, a, b, e)
                 || out[6] != (y == 0 ? smooth_mu_f1_over_x(0, a, b, e)
                                      : smooth_mu_f2(y, a, b, e))
                 || out[11] != smooth_mu_f1_over_x(y, a, b, e);
    for (int i = 2; i <= 5; i++)
        differ |= out[i] != 0;
    if (dec) {
        const double spin[5] = { 0, 0, sign * y, 0, 0 };
        library_entries(out, spin, spin_s, spin_k, eps, 1);
        differ |= out[0] != smooth_mu_f0(y, ms[1], mk[1], eps[1]);
    }
    return differ;
}
static void check_reduction(check_tally *tally, long n)
{
    long differ = 0, cases = 0;
    for (long c = 0; c < n; c++) {
        double w[5], ms[3], mk[3], eps[3], scale[5];
        random_contact(w, ms, mk, eps, scale, 0, 0);
        const double ys[6] = { fabs(w[0]), 0, 0x1p-1074, nextafter(eps[0], 0), eps[0],
                               nextafter(eps[0], INFINITY) };
        for (int k = 0; k < (c < 4 ? 6 : 1); k++)
            for (int dec = 0; dec < 2; dec++) {
                differ += reduction_differs(ys[k], c & 2 ? -1 : 1, ms, mk, eps, dec);
                cases++;
            }
    }
    check(tally, differ == 0, "with only the slip moving, both rolling laws' potential,"
          " g0, H00 and H11 are smooth_mu_f0, f1, f2 and f1_over_x bit for bit, and so is"
          " the decoupled potential with only the spin moving (%ld cases, %ld differ)",
          cases, differ);
}
static void check_order(check_tally *tally, long n)
{
    long bad = 0, equal = 0;
    for (long c = 0; c < n; c++) {
        double w[5], ms[3], mk[3], eps[3], scale[5];
        random_contact(w, ms, mk, eps, scale, 0, 1);
        double pyramid = 0;
        for (int i = 0; i < 5; i++) {
            w[i] = ldexp(w[i], 40);
            pyramid = fmax(pyramid, ms[i < 2 ? 0 : i - 1 - (i == 4)] * fabs(w[i]));
        }
        const double tiny[3] = { 0x1p-60, 0x1p-60, 0x1p-60 };
        const double cp = smooth_roll_potential(w, ms, ms, tiny[0]),
                     dp = smooth_roll_decoupled_potential(w, ms, ms, tiny);
        const int kinds = (w[0] != 0 || w[1] != 0) + (w[2] != 0)
                          + (w[3] != 0 || w[4] != 0);
        bad += !(pyramid <= cp && cp <= dp && dp <= sqrt(3) * cp * (1 + 0x1p-50))
               || (kinds <= 1 && cp != dp);
        equal += kinds <= 1;
    }
    check(tally, bad == 0 && equal > 0, "in sliding, max_i mu_i |w_i| <= the coupled"
          " potential <= the decoupled one <= sqrt(3) times the coupled, and the two are"
          " the same double when at most one kind moves (%ld contacts, %ld of them with"
          " one kind; %ld not)", n, equal, bad);
}
static int all_nan(const double out[NE])
{
    for (int k = 0; k < NE; k++)
        if (!isnan(out[k]))
            return 0;
    return 1;
}
static void check_domain(check_tally *tally)
{
    const double ms[3] = { 0.5, 0.01, 0.02 }, mk[3] = { 0.25, 0.005, 0.01 },
                 eps[3] = { 1e-3, 1e-2, 1e-2 }, w[5] = { 1e-3, 2e-3, 0.1, 0.2, -0.1 };
    const double no_slide[3] = { 0, 0.01, 0 }, negative[3] = { 0.5, -0.01, 0 },
                 zero_eps[3] = { 1e-3, 0, 1e-2 }, big[5] = { INFINITY, 0, 0, 0, 0 },
                 nan[5] = { 0, NAN, 0, 0, 0 };
    int bad = 0;
    double out[NE];
    for (int dec = 0; dec < 2; dec++) {
        errno = 0;
        library_entries(out, nan, ms, mk, eps, dec);
        bad += !all_nan(out) || errno != 0;
        errno = 0;
        library_entries(out, big, ms, mk, eps, dec);
        bad += !all_nan(out) || errno != EDOM;
        errno = 0;
        library_entries(out, w, negative, mk, eps, dec);
        bad += !all_nan(out) || errno != EDOM;
        errno = 0;
        library_entries(out, w, ms, mk, dec ? zero_eps : (const double[3]){ 0, 1, 1 }, dec);
        bad += !all_nan(out) || errno != EDOM;
    }
    errno = 0;
    library_entries(out, w, no_slide, mk, eps, 0);
    bad += !all_nan(out) || errno != EDOM;
    errno = 0;
    library_entries(out, w, no_slide, mk, eps, 1);   /* the decoupled law allows it */
    bad += all_nan(out) || errno != 0;
    check(tally, bad == 0, "outside the domain both rolling laws give NaN in every entry,"
          " quietly for a NaN argument and with EDOM for an infinite slip, a negative"
          " coefficient, a zero width or a cone with spin but no slide (%d not)", bad);
}
int main(void)
{
    check_tally tally = { 0, 0 };
    if (blend_derive(blend, BLEND_CUBIC) != 0)
        return 2;
    check_derivatives(&tally, check_cases(200));
    check_exact(&tally, check_cases(1000));
    check_special(&tally);
    check_reduction(&tally, check_cases(1000));
    check_order(&tally, check_cases(2000));
    check_domain(&tally);
    return check_finish(&tally, "check-rolling");
}
