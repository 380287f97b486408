/* Tangled from doc/exact.nw; edit there, not here. */
#include <math.h>
#include <stdio.h>

#include "mpv.h"

const mpv_format mpv_binary64 = { 53, -1073, 1024 };
const mpv_format mpv_binary32 = { 24, -148, 128 };

double mpv_round_q_in(const mpq_t q, const mpv_format *f, mpfr_rnd_t rnd)
{
    mpfr_exp_t old_emin = mpfr_get_emin(), old_emax = mpfr_get_emax();
    mpfr_t x;
    double d;
    int inex;

    mpfr_set_emin(f->emin);
    mpfr_set_emax(f->emax);
    mpfr_init2(x, f->precision);
    inex = mpfr_set_q(x, q, rnd);
    mpfr_subnormalize(x, inex, rnd);
    d = mpfr_get_d(x, rnd);                 /* exact: every value of f is a double */
    mpfr_clear(x);
    mpfr_set_emin(old_emin);
    mpfr_set_emax(old_emax);
    return d;
}

double mpv_round_q(const mpq_t q)
{
    return mpv_round_q_in(q, &mpv_binary64, MPFR_RNDN);
}
static long mpv_ulp_exponent(const mpq_t q, const mpv_format *f)
{
    const long lowest = f->emin + f->precision - 2, highest = f->emax - 1;   /* floors */
    long e;
    mpz_t s;

    if (mpq_sgn(q) == 0)
        return lowest - (f->precision - 1);
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
    if (e > highest)
        e = highest;
    return (e < lowest ? lowest : e) - (f->precision - 1);
}
double mpv_ulp_error_in(double computed, const mpq_t q, const mpv_format *f)
{
    long e;
    mpq_t d;
    double r;

    if (isnan(computed))
        return HUGE_VAL;
    if (isinf(computed))
        return mpv_round_q_in(q, f, MPFR_RNDN) == computed ? 0.0 : HUGE_VAL;
    e = mpv_ulp_exponent(q, f);
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

double mpv_ulp_error(double computed, const mpq_t q)
{
    return mpv_ulp_error_in(computed, q, &mpv_binary64);
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
int mpv_qfun_eval(mpfr_t r, const qfun *f, const mpfr_t y, const mpfr_t eps,
                  const mpfr_t *params)
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
