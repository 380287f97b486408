/* Tangled from doc/rounding.nw; edit there, not here. */
#include "sf-exact.h"
#include <errno.h>
#include <float.h>
#include <gmp.h>
#include <math.h>

#ifdef SF_COUNT_SLOW_PATH
unsigned long smooth_friction_slow_path_calls;          /* the counting copies only */
#endif

static long split_double(mpz_t z, double x)       /* x = z 2^(returned exponent) */
{
    int e;
    const double f = frexp(x, &e);
    mpz_set_d(z, ldexp(f, 53));
    return (long)e - 53;
}
typedef struct { mpz_t z; long s; int empty; } exact_sum;

static void exact_sum_add(exact_sum *a, mpz_t w, long r)
{
    if (a->empty) {
        mpz_set(a->z, w);
        a->s = r;
        a->empty = 0;
    } else if (r >= a->s) {
        mpz_mul_2exp(w, w, (mp_bitcnt_t)(r - a->s));
        mpz_add(a->z, a->z, w);
    } else {
        mpz_mul_2exp(a->z, a->z, (mp_bitcnt_t)(a->s - r));
        mpz_add(a->z, a->z, w);
        a->s = r;
    }
}
static double round_fraction(const mpz_t n, const mpz_t d, long s)   /* n, d > 0 */
{
    mpz_t a, b, q, r;
    mpz_inits(a, b, q, r, NULL);
    long e = (long)mpz_sizeinbase(n, 2) - (long)mpz_sizeinbase(d, 2);
    mpz_set(a, n);                          /* is n/d >= 2^e ? then floor(log2) = e + s */
    mpz_set(b, d);
    if (e >= 0) mpz_mul_2exp(b, b, (mp_bitcnt_t)e);
    else mpz_mul_2exp(a, a, (mp_bitcnt_t)-e);
    if (mpz_cmp(a, b) < 0)
        e--;
    e += s;
    double result;
    if (e >= DBL_MAX_EXP) {                        /* at least 2^1024 */
        result = HUGE_VAL;
    } else {
        const long u = e - 52 > -1074 ? e - 52 : -1074, shift = s - u;
        mpz_set(a, n);
        mpz_set(b, d);
        if (shift >= 0)
            mpz_mul_2exp(a, a, (mp_bitcnt_t)shift);
        else
            mpz_mul_2exp(b, b, (mp_bitcnt_t)-shift);
        mpz_tdiv_qr(q, r, a, b);
        mpz_mul_2exp(r, r, 1);
        const int c = mpz_cmp(r, b);
        if (c > 0 || (c == 0 && mpz_odd_p(q)))
            mpz_add_ui(q, q, 1);
        result = ldexp(mpz_get_d(q), (int)u);      /* exact, or +inf at 2^1024 */
    }
    mpz_clears(a, b, q, r, NULL);
    return result;
}
double sf_exact_piece_at(int m, int l, int n, double den, const double coef[2][8],
                         double y, long ky, double mu_s, double mu_k, double eps,
                         long *ex)
{
    const double mu[2] = { mu_s, mu_k };
    int ly = l, le = m - n - l;                    /* the smallest powers of y and eps */
    if (ly > 0) ly = 0;
    if (le > 0) le = 0;
    mpz_t Y, E, w, p, d;
    mpz_inits(Y, E, w, p, d, NULL);
    const long sy = split_double(Y, y) + ky, se = split_double(E, eps);
    exact_sum num = { .empty = 1 };
    mpz_init(num.z);
    if (ex)
        *ex = 0;
    for (int k = 0; k <= n; k++)
        for (int i = 0; i < 2; i++) {
            if (coef[i][k] == 0 || mu[i] == 0)
                continue;
            const long py = k + l - ly, pe = m - k - l - le;     /* both >= 0 */
            long r = split_double(w, mu[i]);
            mpz_set_d(p, coef[i][k]);                            /* a small integer */
            mpz_mul(w, w, p);
            mpz_pow_ui(p, Y, (unsigned long)py);
            mpz_mul(w, w, p);
            mpz_pow_ui(p, E, (unsigned long)pe);
            mpz_mul(w, w, p);
            r += py * sy + pe * se;
            exact_sum_add(&num, w, r);
        }
    double result = 0.0;
    if (!num.empty && mpz_sgn(num.z) != 0) {
        mpz_pow_ui(d, Y, (unsigned long)-ly);                    /* den y^-ly eps^-le */
        mpz_pow_ui(p, E, (unsigned long)-le);
        mpz_mul(d, d, p);
        mpz_set_d(p, den);
        mpz_mul(d, d, p);
        long s = num.s - (-ly * sy - le * se);
        if (ex) {                                 /* n/d 2^s = (n/d 2^(s - ex)) 2^ex */
            *ex = s + (long)mpz_sizeinbase(num.z, 2) - (long)mpz_sizeinbase(d, 2);
            s -= *ex;
        }
        const int negative = mpz_sgn(num.z) < 0;
        mpz_abs(num.z, num.z);
        result = round_fraction(num.z, d, s);
        if (negative)
            result = -result;
    }
    mpz_clears(Y, E, w, p, d, num.z, NULL);
    return result;
}
double sf_exact_piece(int m, int l, int n, double den, const double coef[2][8],
                      double y, double mu_s, double mu_k, double eps)
{
    return sf_exact_piece_at(m, l, n, den, coef, y, 0, mu_s, mu_k, eps, NULL);
}
double sf_round_rational(const mpq_t q)
{
    if (mpq_sgn(q) == 0)
        return 0.0;
    mpz_t n;
    mpz_init(n);
    mpz_abs(n, mpq_numref(q));
    const double r = round_fraction(n, mpq_denref(q), 0);
    mpz_clear(n);
    return mpq_sgn(q) < 0 ? -r : r;
}
