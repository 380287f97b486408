/* Tangled from doc/exact.nw; edit there, not here. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "mpv.h"
#include "qpoly.h"

static void poly_of(qpoly *p, int lo, int n, const long *c)
{
    qpoly_clear(p);
    for (int i = 0; i < n; i++)
        qpoly_set_coef_si(p, lo + i, c[i], 1);
}

static int latex_is(const qpoly *p, int m, int scaled, const char *want)
{
    char buf[512] = "";
    FILE *f = tmpfile();
    size_t len;

    if (f == NULL)
        return 0;
    if (scaled)
        qpoly_print_latex_scaled(f, p, m, "t", "\\epsilon_v");
    else
        qpoly_print_latex(f, p, m, "y", "\\epsilon_v");
    rewind(f);
    len = fread(buf, 1, sizeof buf - 1, f);
    buf[len] = '\0';
    fclose(f);
    if (strcmp(buf, want) != 0)
        printf("# got:  %s\n# want: %s\n", buf, want);
    return strcmp(buf, want) == 0;
}
static void test_calculus(check_tally *t)
{
    qpoly p, d, want, r;

    qpoly_init(&p); qpoly_init(&d); qpoly_init(&want); qpoly_init(&r);
    poly_of(&p, 0, 3, (const long[]){0, 2, -1});
    poly_of(&want, 0, 2, (const long[]){2, -2});
    qpoly_deriv(&d, &p);
    check(t, qpoly_equal(&d, &want), "(2t - t^2)' = 2 - 2t");
    poly_of(&p, -2, 5, (const long[]){0, 0, 5, 2, -1});
    qpoly_set_coef_si(&p, -2, 1, 3);
    qpoly_deriv(&d, &p);
    check(t, qpoly_integ(&r, &d) == 0,
          "t^-2/3 + 5 + 2t - t^2: its derivative has no t^-1 term");
    qpoly_set_coef_si(&p, 0, 0, 1);
    check(t, qpoly_equal(&r, &p), "integ(deriv p) = p - 5 for p = t^-2/3 + 5 + 2t - t^2");
    poly_of(&p, -1, 1, (const long[]){1});
    qpoly_set(&r, &d);
    check(t, qpoly_integ(&r, &p) == -1 && qpoly_equal(&r, &d),
          "integ refuses t^-1 and leaves the result untouched");
    qpoly_sub(&r, &want, &want);
    check(t, qpoly_is_zero(&r) && r.n == 0 && qpoly_highest(&r) == 0,
          "p - p is the normalised zero polynomial (n == 0)");
    qpoly_clear(&p); qpoly_clear(&d); qpoly_clear(&want); qpoly_clear(&r);
}
static void test_laurent(check_tally *t)
{
    qpoly a, b, r, want;
    mpq_t x, v, w;

    qpoly_init(&a); qpoly_init(&b); qpoly_init(&r); qpoly_init(&want);
    mpq_inits(x, v, w, NULL);
    poly_of(&a, 1, 2, (const long[]){1, 1});
    poly_of(&want, 0, 2, (const long[]){1, 1});
    qpoly_shift(&r, &a, -1);
    check(t, qpoly_equal(&r, &want), "(t + t^2) t^-1 = 1 + t");
    poly_of(&a, -1, 2, (const long[]){1, 1});
    poly_of(&b, 0, 2, (const long[]){-1, 1});
    poly_of(&want, -1, 3, (const long[]){-1, 0, 1});
    qpoly_mul(&a, &a, &b);
    check(t, qpoly_equal(&a, &want) && qpoly_lowest(&a) == -1 && qpoly_highest(&a) == 1,
          "(t^-1 + 1)(t - 1) = t - t^-1, powers -1 .. 1 (result aliasing an operand)");
    poly_of(&a, -1, 4, (const long[]){1, 0, 2, -1});
    mpq_set_ui(x, 3, 7);
    mpq_set_ui(w, 442, 147);
    check(t, qpoly_eval(v, &a, x) == 0 && mpq_equal(v, w),
          "t^-1 + 2t - t^2 at t = 3/7 is exactly 442/147");
    mpq_set_ui(x, 0, 1);
    check(t, qpoly_eval(v, &a, x) == -1,
          "t^-1 + 2t - t^2 at t = 0 is reported as a pole");
    check(t, qpoly_divrem(&r, &b, &a, &want) == -1, "long division refuses negative powers");
    poly_of(&a, 0, 4, (const long[]){1, -2, 0, 1});
    poly_of(&b, 0, 2, (const long[]){-1, 1});
    poly_of(&want, 0, 3, (const long[]){-1, 1, 1});
    check(t, qpoly_divrem(&r, &b, &a, &b) == 0 && qpoly_equal(&r, &want) && qpoly_is_zero(&b),
          "(t^3 - 2t + 1) / (t - 1) = t^2 + t - 1, remainder 0 "
          "(remainder aliasing the divisor)");
    poly_of(&a, 0, 4, (const long[]){5, 0, 3, 2});
    poly_of(&b, 0, 3, (const long[]){1, 0, 1});
    poly_of(&want, 0, 2, (const long[]){2, -2});
    qpoly_divrem(&r, &a, &a, &b);
    check(t, qpoly_equal(&a, &want),
          "2t^3 + 3t^2 + 5 = (2t + 3)(t^2 + 1) + (2 - 2t): the remainder");
    mpq_clears(x, v, w, NULL);
    qpoly_clear(&a); qpoly_clear(&b); qpoly_clear(&r); qpoly_clear(&want);
}
static void test_solve_and_print(check_tally *t)
{
    static const long Av[9] = {0, 0, 1, 1, 1, 1, 2, 1, 0}, bv[3] = {0, 1, 0};
    mpq_t A[9], b[3], x[3];
    qpoly f1;

    for (int i = 0; i < 9; i++) {
        mpq_init(A[i]);
        mpq_set_si(A[i], Av[i], 1);
    }
    for (int i = 0; i < 3; i++) {
        mpq_inits(b[i], x[i], NULL);
        mpq_set_si(b[i], bv[i], 1);
    }
    qpoly_init(&f1);
    check(t, qlin_solve(x, A, b, 3) == 0, "f1(0)=0, f1(1)=1, f1'(1)=0 is solvable");
    for (int i = 0; i < 3; i++)
        qpoly_set_coef(&f1, 2 - i, x[i]);
    check(t, mpq_cmp_si(x[0], -1, 1) == 0 && mpq_cmp_si(x[1], 2, 1) == 0
             && mpq_sgn(x[2]) == 0,
          "the quadratic f1 with f1(0)=0, f1(1)=1, f1'(1)=0 is -t^2 + 2t");
    check(t, latex_is(&f1, 0, 0,
                      "-\\frac{y^{2}}{\\epsilon_v^{2}} + \\frac{2 y}{\\epsilon_v}"),
          "LaTeX of -t^2 + 2t with m = 0");
    qpoly_clear(&f1);
    qpoly_set_coef_si(&f1, -1, 1, 3);
    qpoly_set_coef_si(&f1, 0, -1, 2);
    check(t, latex_is(&f1, 1, 0, "-\\frac{\\epsilon_v}{2} + \\frac{\\epsilon_v^{2}}{3 y}"),
          "LaTeX of -1/2 + t^-1/3 with m = 1");
    qpoly_clear(&f1);
    qpoly_set_coef_si(&f1, 0, 1, 1);
    check(t, latex_is(&f1, 0, 0, "1"), "LaTeX of the constant 1 with m = 0");
    qpoly_set_coef_si(&f1, 1, 3, 1);
    check(t, latex_is(&f1, 1, 0, "3 y + \\epsilon_v"), "LaTeX of 1 + 3t with m = 1");
    check(t, latex_is(&f1, 1, 1, "\\epsilon_v\\Bigl(1 + 3 t\\Bigr)"),
          "scaled LaTeX of 1 + 3t, m = 1");
    check(t, latex_is(&f1, -3, 1, "\\epsilon_v^{-3}\\Bigl(1 + 3 t\\Bigr)"),
          "scaled LaTeX of 1 + 3t, m = -3");
    qpoly_clear(&f1);
    qpoly_set_coef_si(&f1, -1, 1, 3);
    qpoly_set_coef_si(&f1, 0, -1, 2);
    check(t, latex_is(&f1, 0, 1, "\\frac{1}{3 t} - \\frac{1}{2}"),
          "scaled LaTeX of -1/2 + t^-1/3, m = 0");
    qpoly_clear(&f1);
    qpoly_set_coef_si(&f1, 1, 1, 1);
    check(t, latex_is(&f1, 1, 1, "\\epsilon_v\\,t"),
          "scaled LaTeX of t, m = 1: no parentheses");
    qpoly_set_coef_si(&f1, 1, -1, 1);
    check(t, latex_is(&f1, 2, 1, "\\epsilon_v^{2}\\Bigl(-t\\Bigr)"),
          "scaled LaTeX of -t, m = 2: parentheses");
    qpoly_clear(&f1);
    check(t, latex_is(&f1, 2, 0, "0"), "LaTeX of the zero polynomial");
    check(t, latex_is(&f1, -1, 1, "0"), "scaled LaTeX of the zero polynomial has no factor");
    for (int i = 0; i < 9; i++)
        mpq_set_si(A[i], 1 + i % 3, 1);
    check(t, qlin_solve(x, A, b, 3) == -1, "a system with three equal rows is singular");
    for (int i = 0; i < 9; i++)
        mpq_clear(A[i]);
    for (int i = 0; i < 3; i++)
        mpq_clears(b[i], x[i], NULL);
    qpoly_clear(&f1);
}
static void test_qfun(check_tally *t)
{
    qfun f, d;
    mpq_t y, eps, v, w, mu[2];

    mpq_inits(y, eps, v, w, mu[0], mu[1], NULL);
    qfun_init(&f, 2, 1, 0);
    mpq_set_ui(f.brk[0], 1, 1);
    qpoly_set_coef_si(&f.p[0][0], 1, 1, 1);
    qpoly_set_coef_si(&f.p[1][0], 0, 5, 1);
    mpq_set_ui(y, 3, 7);
    mpq_set_ui(eps, 3, 7);
    check(t, qfun_piece(&f, f.brk[0]) == 1,
          "t on a breakpoint belongs to the piece on its right");
    check(t, qfun_eval(v, &f, y, eps, NULL) == 0 && mpq_cmp_ui(v, 5, 1) == 0,
          "qfun_eval at y = eps = 3/7 (t = 1 exactly) uses the right-hand piece: 5");
    mpq_set_ui(y, 299, 700);
    check(t, qfun_eval(v, &f, y, eps, NULL) == 0 && mpq_cmp_ui(v, 299, 300) == 0,
          "qfun_eval just below the breakpoint uses the left-hand piece: t = 299/300");
    qfun_clear(&f);
    qfun_init(&f, 1, 2, 1);
    qpoly_set_coef_si(&f.p[0][0], 1, 2, 1);
    qpoly_set_coef_si(&f.p[0][0], 2, -1, 1);
    qpoly_set_coef_si(&f.p[0][1], 1, 1, 1);
    mpq_set_ui(mu[0], 3, 2);
    mpq_set_ui(mu[1], 1, 4);
    mpq_set_ui(y, 1, 2);
    mpq_set_ui(eps, 2, 1);
    mpq_set_ui(w, 23, 16);  /* t = 1/4: 2 (3/2 * 7/16 + 1/4 * 1/4) */
    check(t, qfun_eval(v, &f, y, eps, (const mpq_t *)mu) == 0 && mpq_equal(v, w),
          "eps (mu_s (2t - t^2) + mu_k t) at y = 1/2, eps = 2, mu = (3/2, 1/4) is 23/16");
    qfun_deriv(&d, &f);
    mpq_set_ui(w, 5, 2);    /* 3/2 (2 - 1/2) + 1/4 */
    check(t, d.eps_power == 0 && qfun_eval(v, &d, y, eps, (const mpq_t *)mu) == 0
             && mpq_equal(v, w),
          "d/dy of the same is mu_s (2 - 2t) + mu_k = 5/2 there, eps_power 0");
    qfun_clear(&d);
    qpoly_set_coef_si(&f.p[0][1], -1, 1, 1);
    mpq_set_ui(y, 0, 1);
    check(t, qfun_eval(v, &f, y, eps, (const mpq_t *)mu) == -1,
          "a piece with a t^-1 term reports a pole at y = 0");
    qfun_clear(&f);
    mpq_clears(y, eps, v, w, mu[0], mu[1], NULL);
}
static void q_pow2(mpq_t q, long num, long e)
{
    mpq_set_si(q, num, 1);
    if (e >= 0)
        mpq_mul_2exp(q, q, (mp_bitcnt_t)e);
    else
        mpq_div_2exp(q, q, (mp_bitcnt_t)-e);
}

static void test_round(check_tally *t)
{
    mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
    mpq_t q, one, h;
    double d;

    mpq_inits(q, one, h, NULL);
    mpq_set_ui(one, 1, 1);
    q_pow2(q, 1, -53); mpq_add(q, q, one);
    check(t, mpv_round_q(q) == 1.0, "1 + 2^-53 (a tie) rounds to the even neighbour 1");
    q_pow2(q, 3, -53); mpq_add(q, q, one);
    check(t, mpv_round_q(q) == 1.0 + ldexp(1.0, -51),
          "1 + 3*2^-53 (a tie) rounds up to 1 + 2^-51");
    q_pow2(q, -1, -1075);
    d = mpv_round_q(q);
    check(t, d == 0.0 && signbit(d),
          "-2^-1075 (half the smallest subnormal) rounds to -0");
    q_pow2(q, 3, -1075);
    check(t, mpv_round_q(q) == ldexp(1.0, -1073),
          "3*2^-1075 (a subnormal tie) rounds to 2^-1073");
    mpq_set_d(q, DBL_MAX);
    check(t, mpv_round_q(q) == DBL_MAX, "DBL_MAX converts to itself");
    q_pow2(h, 1, 970); mpq_add(q, q, h);
    check(t, mpv_round_q(q) == HUGE_VAL,
          "DBL_MAX + 2^970 (a tie with 2^1024) overflows to +inf");
    q_pow2(q, -1, 1100);
    check(t, mpv_round_q(q) == -HUGE_VAL, "-2^1100 overflows to -inf");
    mpq_set_ui(q, 1, 3);
    check(t, mpv_round_q(q) == 1.0 / 3.0, "1/3 rounds to the IEEE quotient 1.0/3.0");
    check(t, mpfr_get_emin() == emin && mpfr_get_emax() == emax,
          "mpv_round_q restores MPFR's exponent range");
    mpq_clears(q, one, h, NULL);
}
static void test_ulp(check_tally *t)
{
    mpq_t q;

    mpq_init(q);
    mpq_set_ui(q, 1, 1);
    check(t, mpv_ulp_error(nextafter(1.0, 2.0), q) == 1.0,
          "nextafter(1, 2) is 1 ulp from 1");
    check(t, mpv_ulp_error(nextafter(1.0, 0.0), q) == 0.5,
          "nextafter(1, 0) is 1/2 ulp from 1 (the ulp is taken at q)");
    check(t, mpv_ulp_error(1.0, q) == 0.0, "1 is 0 ulp from 1");
    mpq_set_ui(q, 1, 3);
    check(t, mpv_ulp_error(1.0 / 3.0, q) > 0.0 && mpv_ulp_error(1.0 / 3.0, q) <= 0.5,
          "1.0/3.0 is within (0, 1/2] ulp of 1/3");
    mpq_set_ui(q, 0, 1);
    check(t, mpv_ulp_error(ldexp(1.0, -1074), q) == 1.0, "2^-1074 is 1 ulp from 0");
    q_pow2(q, 1, 1024);
    check(t, mpv_ulp_error(HUGE_VAL, q) == 0.0, "+inf is exact for 2^1024");
    check(t, mpv_ulp_error(DBL_MAX, q) == 1.0, "DBL_MAX is 1 ulp (2^971) from 2^1024");
    mpq_set_ui(q, 1, 1);
    check(t, mpv_ulp_error(HUGE_VAL, q) == HUGE_VAL, "+inf is infinitely wrong for 1");
    check(t, mpv_ulp_error(NAN, q) == HUGE_VAL, "NaN is infinitely wrong");
    mpq_clear(q);
}
static void test_mpfr_eval(check_tally *t)
{
    qfun f;
    mpfr_t y, eps, r, ref, mu[2];
    mpq_t qy, qe, qv, qmu[2];

    mpfr_inits2(200, y, eps, r, ref, mu[0], mu[1], (mpfr_ptr)NULL);
    mpq_inits(qy, qe, qv, qmu[0], qmu[1], NULL);
    qfun_init(&f, 2, 2, 1);
    mpq_set_ui(f.brk[0], 1, 1);
    qpoly_set_coef_si(&f.p[0][0], 1, 2, 1);
    qpoly_set_coef_si(&f.p[0][0], 2, -1, 1);
    qpoly_set_coef_si(&f.p[0][1], 1, 1, 3);
    qpoly_set_coef_si(&f.p[1][0], 0, 7, 1);
    mpfr_set_d(y, 0.3, MPFR_RNDN);
    mpfr_set_d(eps, 0.7, MPFR_RNDN);
    mpfr_set_d(mu[0], 0.6, MPFR_RNDN);
    mpfr_set_d(mu[1], 0.4, MPFR_RNDN);
    mpfr_get_q(qy, y);
    mpfr_get_q(qe, eps);
    mpfr_get_q(qmu[0], mu[0]);
    mpfr_get_q(qmu[1], mu[1]);
    qfun_eval(qv, &f, qy, qe, (const mpq_t *)qmu);
    mpfr_set_q(ref, qv, MPFR_RNDN);
    check(t, mpv_qfun_eval(r, &f, y, eps, (const mpfr_t *)mu) == 0,
          "mpv_qfun_eval at y = 0.3, eps = 0.7 is not a pole");
    mpfr_sub(r, r, ref, MPFR_RNDN);
    mpfr_div(r, r, ref, MPFR_RNDN);
    mpfr_abs(r, r, MPFR_RNDN);
    check(t, mpfr_cmp_ui_2exp(r, 1, -199) <= 0,
          "mpv_qfun_eval at 200 bits agrees with the exact value to 2^-199 relative");
    mpfr_set(y, eps, MPFR_RNDN);
    mpfr_mul(ref, eps, mu[0], MPFR_RNDN);  /* exact: 106 bits fit in 200 */
    mpfr_mul_ui(ref, ref, 7, MPFR_RNDN);
    check(t, mpv_qfun_eval(r, &f, y, eps, (const mpfr_t *)mu) == 0
             && mpfr_equal_p(r, ref),
          "mpv_qfun_eval at y = eps takes the right-hand piece: eps * mu_s * 7");
    qfun_clear(&f);
    mpq_clears(qy, qe, qv, qmu[0], qmu[1], NULL);
    mpfr_clears(y, eps, r, ref, mu[0], mu[1], (mpfr_ptr)NULL);
}

int main(int argc, char **argv)
{
    check_tally t = {0, 0};

    (void)argc;
    test_calculus(&t);
    test_laurent(&t);
    test_solve_and_print(&t);
    test_qfun(&t);
    test_round(&t);
    test_ulp(&t);
    test_mpfr_eval(&t);
    return check_finish(&t, argv[0]);
}
