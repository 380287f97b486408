/* Tangled from doc/blend.nw and doc/build.nw; edit there, not here. */
#ifndef SMOOTH_MU_H
#define SMOOTH_MU_H
#ifdef __cplusplus
extern "C" {
#endif

/* Domain, for every function below (chapter 1's rules, extended to the coefficients):
   - y >= 0 (+inf allowed, -0 is a zero); 0 < eps_v < inf; mu_s, mu_k finite and >= 0
     (-0 is a zero).  mu_k > mu_s is allowed.
   - any argument NaN: the result is NaN, errno untouched.
   - y < 0, a bad eps_v, mu_s or mu_k negative or infinite: NaN and errno = EDOM.
   - the sticking piece is y < eps_v; all pieces agree at their breakpoints.
   - ((mu f1)' y - mu f1)/y^3 at y = +-0 is a pole error (-HUGE_VAL, errno = ERANGE) when
     mu_s > 0; with mu_s = 0 it has no pole and the value of its polynomial is returned.
   - results beyond the double range overflow to +-inf or underflow as in IEEE 754.
   Accuracy: every result is correctly rounded (nearest, ties to even, subnormals
   included; in the default rounding mode).  Another rounding mode: as in
   smooth-friction.h. */

/* Cubic blend, t = y/eps_v: mu = mu_s + (mu_k - mu_s)(3t^2 - 2t^3) for y < eps_v, mu_k
   beyond.  Each function below is correctly rounded (chapter "Correct rounding"), like
   chapter 1's. */
double smooth_mu(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_derivative(double y, double mu_s, double mu_k, double eps_v);  /* mu' */
double smooth_mu_f0(double y, double mu_s, double mu_k, double eps_v); /* int mu f1 dy */
double smooth_mu_f1(double y, double mu_s, double mu_k, double eps_v);        /* mu f1 */
double smooth_mu_f2(double y, double mu_s, double mu_k, double eps_v);     /* (mu f1)' */
/* mu f1/y */
double smooth_mu_f1_over_x(double y, double mu_s, double mu_k, double eps_v);
/* ((mu f1)' y - mu f1)/y^3 */
double smooth_mu_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k,
                                          double eps_v);

/* Piecewise-quadratic blend: mu = mu_s + 2(mu_k - mu_s) t^2 for y < eps_v/2,
   mu_k - 2(mu_k - mu_s)(1 - t)^2 for eps_v/2 <= y < eps_v, mu_k beyond.  The same
   seven. */
double smooth_mu_quadratic(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_quadratic_derivative(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_quadratic_f0(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_quadratic_f1(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_quadratic_f2(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_quadratic_f1_over_x(double y, double mu_s, double mu_k, double eps_v);
double smooth_mu_quadratic_f2_x_minus_mu_f1_over_x3(double y, double mu_s, double mu_k,
                                                   double eps_v);
#ifdef __cplusplus
}
#endif
#endif
