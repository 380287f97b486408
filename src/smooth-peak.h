/* Tangled from doc/static-peak.nw, doc/build.nw and doc/varying.nw;
   edit there, not here. */
#ifndef SMOOTH_PEAK_H
#define SMOOTH_PEAK_H
#ifdef __cplusplus
extern "C" {
#endif

/* The static peak g* = max over 0 <= y <= eps_v of mu(y) f1(y), for the cubic blend
   (smooth_mu) and the piecewise-quadratic blend (smooth_mu_quadratic); it does not depend
   on eps_v.  *y_over_eps (if not NULL) receives the argmax divided by eps_v; it is 1 when
   the peak is mu_k at eps_v (mu_k >= 3/4 mu_s cubic, mu_k >= 2/3 mu_s quadratic).
   Domain: mu_s, mu_k finite and >= 0; NaN gives NaN quietly, negative or infinite mu
   gives NaN with errno = EDOM (and *y_over_eps = NaN).  Both g* and *y_over_eps are
   correctly rounded (nearest, ties to even; default rounding mode; another mode: as in
   smooth-friction.h). */
double smooth_mu_f1_peak(double mu_s, double mu_k, double *y_over_eps);
double smooth_mu_quadratic_f1_peak(double mu_s, double mu_k, double *y_over_eps);

/* A blend of our own (chapter 3) that replaces mu(y) f1(y) by a C^1 piecewise quadratic
   whose peak is exactly mu_s, at y = eps_v (1 + r)/2 with r = mu_k/mu_s < 1, falling to
   mu_k at eps_v; it is mu_k f1(y) when mu_k >= mu_s.  Same arguments and domain as
   smooth_mu_f0 ... ; the pole of the last one at y = 0 is a pole error (-HUGE_VAL,
   ERANGE) unless mu_s = mu_k = 0.  Every result is correctly rounded (nearest, ties to
   even, subnormals included; default rounding mode; another mode: as in
   smooth-friction.h). */
/* the potential */
double smooth_mu_peaked_f0(double y, double mu_s, double mu_k, double eps_v);
/* the force g */
double smooth_mu_peaked_f1(double y, double mu_s, double mu_k, double eps_v);
/* g' */
double smooth_mu_peaked_f2(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_peaked_f1_over_x(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_peaked_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k,
                                                 double eps_v);

/* Does the blend of (mu_s, mu_k) still rise above mu_k, so that mu_s has an effect?
   1 when mu_k/mu_s < 3/4 (cubic blend) or < 2/3 (quadratic), else 0, decided exactly;
   mu_s = 0 gives 0.  A NaN coefficient gives -1 quietly; a negative or infinite one -1
   with errno = EDOM. */
int smooth_mu_has_static_peak(double mu_s, double mu_k);
int smooth_mu_quadratic_has_static_peak(double mu_s, double mu_k);

#ifdef __cplusplus
}
#endif
#endif
