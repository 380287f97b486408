/* Tangled from doc/varying.nw and doc/build.nw; edit there, not here. */
#ifndef SMOOTH_PAIR_H
#define SMOOTH_PAIR_H
#ifdef __cplusplus
extern "C" {
#endif

/* Domain, for the functions below: coefficients finite and >= 0 (-0 is a zero); weights
   finite, of any sign (outside [0, 1] the formula extrapolates, as IPC Toolkit's does,
   and the result may be negative).  A NaN argument gives NaN quietly; a negative or
   infinite coefficient, an infinite weight or an unknown rule gives NaN and errno = EDOM.
   Accuracy: correctly rounded in round-to-nearest (ties to even, subnormals included,
   overflow to +inf); an exact zero is +0.  Environment and other rounding modes: as in
   smooth-friction.h (tested, not proved). */

/* IPC Toolkit's rules for the coefficient of a contact from those of its two sides. */
typedef enum {
    SMOOTH_MU_AVERAGE,   /* (mu_a + mu_b)/2, IPC Toolkit's default */
    SMOOTH_MU_PRODUCT,   /* mu_a mu_b */
    SMOOTH_MU_MIN,       /* min(mu_a, mu_b) */
    SMOOTH_MU_MAX        /* max(mu_a, mu_b) */
} smooth_mu_rule;
double smooth_mu_blend_pair(double mu_a, double mu_b, smooth_mu_rule rule);
/* The same, one function per rule, with only double arguments (the names the oracle of
   chapter "The oracle" checks a port under). */
double smooth_mu_blend_average(double mu_a, double mu_b);
double smooth_mu_blend_product(double mu_a, double mu_b);
double smooth_mu_blend_min(double mu_a, double mu_b);
double smooth_mu_blend_max(double mu_a, double mu_b);

/* A side's coefficient at the contact's closest point: on an edge,
   mu0 + alpha (mu1 - mu0); on a triangle, mu0 + b1 (mu1 - mu0) + b2 (mu2 - mu0), with
   b1, b2 the barycentric weights of vertices 1 and 2.  Call once for mu_s and once for
   mu_k, with the same weights. */
double smooth_mu_edge(double mu0, double mu1, double alpha);
double smooth_mu_face(double mu0, double mu1, double mu2, double b1, double b2);

#ifdef __cplusplus
}
#endif
#endif
