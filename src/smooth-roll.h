/* Tangled from doc/rolling.nw and doc/build.nw; edit there, not here. */
#ifndef SMOOTH_ROLL_H
#define SMOOTH_ROLL_H
#ifdef __cplusplus
extern "C" {
#endif

/* Rolling and spinning friction, per unit normal force.
   w = (u0, u1, spin, roll0, roll1): the slip (a length) and the relative rotation about
   the normal and the two tangents (radians), increments over a step.
   mu_s, mu_k = (slide, spin, roll): the static and kinetic coefficients; slide is a
   number, spin and roll are lengths.  g: five entries; h: the symmetric 5x5 Hessian's
   upper triangle row by row, h[0] = H00 ... h[4] = H04, h[5] = H11 ... h[14] = H44.
   Every entry is correctly rounded (to nearest, ties to even) over all the doubles.
   Domain: w finite, coefficients >= 0 and finite; NaN in, NaN out quietly; otherwise NaN
   and errno = EDOM.  Speed: for now every entry is rounded by the exact path, hundreds of
   microseconds a call (no fast path yet; make bench does not time them). */

/* The coupled (elliptic) cone: mu_s,sl P_s(z_s) + mu_k,sl P_k(z_k), z = |M w| / mu_sl,
   M = diag(sl, sl, sp, ro, ro), with the cubic blend's potential split by coefficient and
   its width eps_v (a slip, as in smooth-mu.h).  A cone whose slide coefficient is 0 must
   have all three 0.  With w = (y, 0, 0, 0, 0) the potential, g[0] and h[0] are
   smooth_mu_f0, smooth_mu_f1 and smooth_mu_f2 at y (h[0] at y = 0: smooth_mu_f1_over_x)
   (check-rolling). */
double smooth_roll_potential(const double w[5], const double mu_s[3],
                             const double mu_k[3], double eps_v);
void smooth_roll_gradient(const double w[5], const double mu_s[3], const double mu_k[3],
                          double eps_v, double g[5], double h[15]);
/* Three independent laws: the cubic blend at |(u0, u1)|, |spin| and |(roll0, roll1)| with
   the coefficients of its kind and its own width eps[0] (a slip), eps[1], eps[2]
   (radians), all finite and > 0. */
double smooth_roll_decoupled_potential(const double w[5], const double mu_s[3],
                                       const double mu_k[3], const double eps[3]);
void smooth_roll_decoupled_gradient(const double w[5], const double mu_s[3],
                                    const double mu_k[3], const double eps[3],
                                    double g[5], double h[15]);
#ifdef __cplusplus
}
#endif
#endif
