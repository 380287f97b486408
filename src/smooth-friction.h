/* Tangled from doc/mollifier.nw and doc/build.nw; edit there, not here. */
#ifndef SMOOTH_FRICTION_H
#define SMOOTH_FRICTION_H
#ifdef __cplusplus
extern "C" {
#endif

/* Domain, for every function below (the C <math.h> conventions):
   - y is a speed, y >= 0, +inf allowed; -0 counts as a zero.  eps_v is finite and > 0.
   - y or eps_v NaN: the result is NaN, errno untouched.
   - y < 0, eps_v <= 0, eps_v = +inf: domain error, NaN and errno = EDOM.
   - the sticking piece is 0 <= y < eps_v, the sliding piece y >= eps_v (both pieces agree
     at y = eps_v for every function of this header).
   - results outside the double range overflow to +-inf or underflow towards 0 as in
     IEEE 754.
   Accuracy: every result is correctly rounded: the double nearest to the exact value,
   ties to even, subnormal results included (in the default rounding mode).
   Environment: the rounding mode is never changed, errno only as above.  In another
   rounding mode the domain's answers are the same and a result is the round-to-nearest
   one or one of its two neighbours (tested, not proved: the book's chapter "Correct
   rounding"). */

/* f0(y) = eps_v/3 + y^2/eps_v - y^3/(3 eps_v^2) for y < eps_v, y for y >= eps_v. */
double smooth_friction_f0(double y, double eps_v);

/* f1(y) = 2y/eps_v - y^2/eps_v^2 for y < eps_v, 1 for y >= eps_v.  f1(+-0) = +-0. */
double smooth_friction_f1(double y, double eps_v);

/* f2(y) = f1'(y) = 2(eps_v - y)/eps_v^2 for y < eps_v, +0 for y >= eps_v. */
double smooth_friction_f2(double y, double eps_v);

/* f1(y)/y = (2 eps_v - y)/eps_v^2 for y < eps_v, 1/y for y >= eps_v;
   the removable singularity is filled: f1(0)/0 = 2/eps_v. */
double smooth_friction_f1_over_x(double y, double eps_v);

/* (f2(y) y - f1(y))/y^3 = -1/(y eps_v^2) for y < eps_v, -1/y^3 for y >= eps_v.
   Pole at y = +-0: returns -HUGE_VAL with errno = ERANGE.  -1/inf^3 = -0. */
double smooth_friction_f2_x_minus_f1_over_x3(double y, double eps_v);

#ifdef __cplusplus
}
#endif
#endif
