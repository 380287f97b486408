/* Tangled from doc/exact.nw; edit there, not here. */
#include <math.h>
#include <stdio.h>

#include "mpv.h"

double mpv_round_q(const mpq_t q)
{
    mpfr_exp_t old_emin = mpfr_get_emin(), old_emax = mpfr_get_emax();
    mpfr_t x;
    double d;
    int inex;

    mpfr_set_emin(-1073);
    mpfr_set_emax(1024);
    mpfr_init2(x, 53);
    inex = mpfr_set_q(x, q, MPFR_RNDN);
    mpfr_subnormalize(x, inex, MPFR_RNDN);
    d = mpfr_get_d(x, MPFR_RNDN);
    mpfr_clear(x);
    mpfr_set_emin(old_emin);
    mpfr_set_emax(old_emax);
    return d;
}
static long mpv_ulp_exponent(const mpq_t q)
{
    long e;
    mpz_t s;

    if (mpq_sgn(q) == 0)
        return -1074;
    e = (long)mpz_sizeinbase(mpq_numref(q), 2) - (long)mpz_sizeinbase(mpq_denref(q), 2);
    mpz_init(s);
    if (e >= 0) {
        mpz_mul_2exp(s, mpq_denref(q), (mp_bitcnt_t)e);
        e -= mpz_cmpabs(mpq_numref(q), s) < 0;
    } else {
        mpz_mul_2exp(s, mpq_numref(q), (mp_bitcnt_t)-e);
        e -= mpz_cmpabs(s, mpq_denref(q)) < 0;
    }
    mpz_clear(s);
    if (e > 1023)
        e = 1023;
    return (e < -1022 ? -1022 : e) - 52;
}
double mpv_ulp_error(double computed, const mpq_t q)
{
    long e;
    mpq_t d;
    double r;

    if (isnan(computed))
        return HUGE_VAL;
    if (isinf(computed))
        return mpv_round_q(q) == computed ? 0.0 : HUGE_VAL;
    e = mpv_ulp_exponent(q);
    mpq_init(d);
    mpq_set_d(d, computed);
    mpq_sub(d, d, q);
    mpq_abs(d, d);
    if (e >= 0)
        mpq_div_2exp(d, d, (mp_bitcnt_t)e);
    else
        mpq_mul_2exp(d, d, (mp_bitcnt_t)-e);
    r = mpv_round_q(d);
    mpq_clear(d);
    return r;
}
static int mpv_poly_eval(mpfr_t r, const qpoly *a, const mpfr_t t)
{
    mpfr_t c;

    if (a->n > 0 && a->lo < 0 && mpfr_zero_p(t))
        return -1;
    mpfr_init2(c, mpfr_get_prec(r));
    mpfr_set_zero(r, 1);
    for (int i = a->n - 1; i >= 0; i--) {
        mpfr_set_q(c, a->c[i], MPFR_RNDN);
        mpfr_fma(r, r, t, c, MPFR_RNDN);
    }
    if (a->n > 0) {
        mpfr_pow_si(c, t, a->lo, MPFR_RNDN);
        mpfr_mul(r, r, c, MPFR_RNDN);
    }
    mpfr_clear(c);
    return 0;
}
int mpv_qfun_eval(mpfr_t r, const qfun *f, const mpfr_t y, const mpfr_t eps, const mpfr_t *params)
{
    mpfr_prec_t wp = mpfr_get_prec(r) + 32;
    mpfr_t t, sum, v;
    int i, status = 0;

    {
        mpq_t qy, qe;

        mpq_inits(qy, qe, NULL);
        mpfr_get_q(qy, y);
        mpfr_get_q(qe, eps);
        mpq_div(qy, qy, qe);
        i = qfun_piece(f, qy);
        mpq_clears(qy, qe, NULL);
    }
    mpfr_inits2(wp, t, sum, v, (mpfr_ptr)NULL);
    mpfr_div(t, y, eps, MPFR_RNDN);
    mpfr_set_zero(sum, 1);
    for (int j = 0; j < f->nparams && status == 0; j++) {
        status = mpv_poly_eval(v, &f->p[i][j], t);
        if (params != NULL)
            mpfr_mul(v, v, params[j], MPFR_RNDN);
        mpfr_add(sum, sum, v, MPFR_RNDN);
    }
    if (status == 0) {
        mpfr_pow_si(v, eps, f->eps_power, MPFR_RNDN);
        mpfr_mul(r, sum, v, MPFR_RNDN);
    }
    mpfr_clears(t, sum, v, (mpfr_ptr)NULL);
    return status;
}
