/* Tangled from doc/exact.nw; edit there, not here. */
#ifndef MPV_H
#define MPV_H

#include <gmp.h>
#include <mpfr.h>

#include "qpoly.h"

/* The IEEE double nearest to q (ties to even), with subnormals; +-inf beyond the range. */
double mpv_round_q(const mpq_t q);
/* |computed - q| / ulp(q), ulp taken at q; for infinite computed 0 or HUGE_VAL; NaN: HUGE_VAL. */
double mpv_ulp_error(double computed, const mpq_t q);
/* r := f(y) in MPFR at r's precision (+32 guard bits); -1 (r unchanged) at a pole, else 0. */
int mpv_qfun_eval(mpfr_t r, const qfun *f, const mpfr_t y, const mpfr_t eps, const mpfr_t *params);

#endif
