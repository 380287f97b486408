/* Tangled from doc/stribeck.nw and doc/build.nw; edit there, not here. */
#ifndef SMOOTH_STRIBECK_H
#define SMOOTH_STRIBECK_H
#ifdef __cplusplus
extern "C" {
#endif

/* mu(y) = mu_k + (mu_s - mu_k) exp(-y/v_s), the force mu(y) f1(y) with chapter 1's f1,
   and the potential mu_k f0(y) + (mu_s - mu_k) int_0^y exp(-s/v_s) f1(s) ds.
   Domain: y >= 0 (+inf allowed); 0 < v_s < inf; 0 < eps_v < inf; 0 <= mu_k <= mu_s < inf.
   - any argument NaN: NaN, errno untouched.
   - anything else outside the domain (mu_k > mu_s included): NaN and errno = EDOM.
   - the last function at y = +-0: pole error (-HUGE_VAL, errno = ERANGE) when mu_s > 0,
     and 0 when mu_s = 0.
   Accuracy: the seven are correctly rounded (round to nearest, ties to even, subnormal
   results and overflow included) over the whole domain, tested bitwise against exact
   values (test-rounding, tools/check-rounding.sh); in the other rounding modes,
   within one step of that result. */

double smooth_mu_stribeck(double y, double mu_s, double mu_k, double v_s, double eps_v);
double smooth_mu_stribeck_derivative(double y, double mu_s, double mu_k, double v_s,
                                     double eps_v);                       /* mu' */
double smooth_mu_stribeck_f0(double y, double mu_s, double mu_k, double v_s,
                             double eps_v);                        /* int mu f1 dy */
double smooth_mu_stribeck_f1(double y, double mu_s, double mu_k, double v_s,
                             double eps_v);                               /* mu f1 */
double smooth_mu_stribeck_f2(double y, double mu_s, double mu_k, double v_s,
                             double eps_v);                            /* (mu f1)' */
double smooth_mu_stribeck_f1_over_x(double y, double mu_s, double mu_k, double v_s,
                                    double eps_v);                       /* mu f1/y */
double smooth_mu_stribeck_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k,
                                                   double v_s, double eps_v);

/* The static peak g* = max over y of mu(y) f1(y) for the Stribeck curve; it depends on
   eps_v/v_s and mu_k/mu_s only, and lies strictly between mu_k + (mu_s - mu_k)
   exp(-eps_v/v_s) and mu_s when mu_k < mu_s (mu_k at eps_v when they are equal).
   *y_over_eps (if not NULL) receives the argmax divided by eps_v, where the force is g*
   within an ulp; where two humps are equally high within rounding it is either one.
   Domain as above (y absent); NaN gives NaN, a domain error NaN and EDOM, in *y_over_eps
   too.  Accuracy (round-to-nearest mode): g* correctly rounded (ties to even; subnormal
   values too); proved in Part II, tested against MPFR by the oracle and test-rounding. */
double smooth_mu_stribeck_f1_peak(double mu_s, double mu_k, double v_s, double eps_v,
                                  double *y_over_eps);
#ifdef __cplusplus
}
#endif
#endif
