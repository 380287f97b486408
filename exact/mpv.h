/* Tangled from doc/exact.nw; edit there, not here. */
#ifndef MPV_H
#define MPV_H

#include <gmp.h>
#include <mpfr.h>

#include "qpoly.h"

/* An IEEE binary format: precision, and the least and greatest exponents as MPFR counts
   them (m 2^e with 1/2 <= m < 1): the smallest subnormal is 2^(emin-1), the largest
   finite is below 2^emax. */
typedef struct { int precision; long emin, emax; } mpv_format;
extern const mpv_format mpv_binary64, mpv_binary32;
/* q rounded once into format f in direction rnd (MPFR_RNDN: to nearest, ties to even),
   with subnormals and overflow; the result, a value of f, is returned exactly as a
   double. */
double mpv_round_q_in(const mpq_t q, const mpv_format *f, mpfr_rnd_t rnd);
/* The IEEE double nearest to q (ties to even), with subnormals; +-inf beyond the
   range. */
double mpv_round_q(const mpq_t q);
/* |computed - q| / ulp(q) in format f, ulp taken at q; for infinite computed 0 or
   HUGE_VAL; NaN: HUGE_VAL.  mpv_ulp_error is the binary64 case. */
double mpv_ulp_error_in(double computed, const mpq_t q, const mpv_format *f);
double mpv_ulp_error(double computed, const mpq_t q);
/* r := f(y) in MPFR at r's precision (+32 guard bits); -1 (r unchanged) at a pole,
   else 0. */
int mpv_qfun_eval(mpfr_t r, const qfun *f, const mpfr_t y, const mpfr_t eps,
                  const mpfr_t *params);

#endif
