/* Tangled from doc/rounding.nw; edit there, not here. */
#ifndef SF_EXACT_H
#define SF_EXACT_H
#include <gmp.h>
/* Internal to the library: the exact path of correct rounding (doc/rounding.nw).
   The value of  eps^m t^l / den  sum_k (coef[0][k] mu_s + coef[1][k] mu_k) t^k,
   t = y/eps, for finite y > 0, eps > 0 and finite mu_s, mu_k >= 0, rounded to nearest
   (ties to even), with subnormal results and overflow to +-inf as in IEEE 754.  errno is
   left alone. */
double sf_exact_piece(int m, int l, int n, double den, const double coef[2][8],
                      double y, double mu_s, double mu_k, double eps);
/* The same at the speed y 2^ky (y finite, > 0, or 0 where l >= 0), which need not be a
   double; when ex is not NULL, the value is r 2^*ex, and r, with 1/2 < |r| < 2 or r = 0,
   is returned rounded to 53 bits, so that it cannot over- or underflow. */
double sf_exact_piece_at(int m, int l, int n, double den, const double coef[2][8],
                         double y, long ky, double mu_s, double mu_k, double eps,
                         long *ex);
/* A rational number rounded to nearest (ties to even), subnormals and overflow included;
   errno is left alone. */
double sf_round_rational(const mpq_t q);
#ifdef SF_COUNT_SLOW_PATH
extern unsigned long smooth_friction_slow_path_calls;
#define SF_COUNT_EXACT_CALL() (smooth_friction_slow_path_calls++)
#else
#define SF_COUNT_EXACT_CALL() ((void)0)
#endif
#endif
